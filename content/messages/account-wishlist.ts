import { byLocale } from "@/content/by-locale";
import type { Translation } from "@/lib/i18n/translation";
import * as ar from "./ar/account-wishlist";
import * as en from "./en/account-wishlist";

export const accountWishlist = byLocale<Translation<typeof en.accountWishlist>>({
  en: en.accountWishlist,
  ar: ar.accountWishlist,
});
