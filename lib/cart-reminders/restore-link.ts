import type { Locale } from "@/lib/i18n/locales";

/** Where the reminder's link goes: a route that puts the cart in this browser's cookie and opens the cart page. */
export const CART_RESTORE_PATH = "/api/cart/restore";

export const cartRestorePath = (locale: Locale, token: string) =>
  `${CART_RESTORE_PATH}?${new URLSearchParams({ t: token, locale }).toString()}`;
