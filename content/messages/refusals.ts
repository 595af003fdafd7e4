import { byLocale } from "@/content/by-locale";
import type { Translation } from "@/lib/i18n/translation";
import * as en from "./en/refusals";
import * as ar from "./ar/refusals";
import { returnRequestMessages } from "./return-requests";

const returnRequestRefusals = (locale: "en" | "ar") => ({
  invalid: returnRequestMessages[locale].errors.summary,
  ...returnRequestMessages[locale].refusals,
});

export const refusalMessages = byLocale<Translation<typeof en.refusalMessages>>({
  en: en.refusalMessages,
  ar: ar.refusalMessages,
});

/**
 * Every action's own refusal table, by the action family that words it so; lib/actions/refusal-table.ts falls back
 * to `refusalMessages` for a code a table leaves out. tests/unit/actions/refusal-tables.test.ts walks them all.
 */
export const refusalTables = {
  contact: byLocale<Translation<typeof en.contactRefusals>>({ en: en.contactRefusals, ar: ar.contactRefusals }),
  newsletter: byLocale<Translation<typeof en.newsletterRefusals>>({
    en: en.newsletterRefusals,
    ar: ar.newsletterRefusals,
  }),
  review: byLocale<Translation<typeof en.reviewRefusals>>({ en: en.reviewRefusals, ar: ar.reviewRefusals }),
  cart: byLocale<Translation<typeof en.cartRefusals>>({ en: en.cartRefusals, ar: ar.cartRefusals }),
  cartAdd: byLocale<Translation<typeof en.cartAddRefusals>>({ en: en.cartAddRefusals, ar: ar.cartAddRefusals }),
  checkoutStart: byLocale<Translation<typeof en.checkoutStartRefusals>>({
    en: en.checkoutStartRefusals,
    ar: ar.checkoutStartRefusals,
  }),
  discountCode: byLocale<Translation<typeof en.discountCodeRefusals>>({
    en: en.discountCodeRefusals,
    ar: ar.discountCodeRefusals,
  }),
  placeOrder: byLocale<Translation<typeof en.placeOrderRefusals>>({
    en: en.placeOrderRefusals,
    ar: ar.placeOrderRefusals,
  }),
  trackOrder: byLocale<Translation<typeof en.trackOrderRefusals>>({
    en: en.trackOrderRefusals,
    ar: ar.trackOrderRefusals,
  }),
  returnRequest: byLocale({ en: returnRequestRefusals("en"), ar: returnRequestRefusals("ar") }),
  account: byLocale<Translation<typeof en.accountRefusals>>({ en: en.accountRefusals, ar: ar.accountRefusals }),
  profile: byLocale<Translation<typeof en.profileRefusals>>({ en: en.profileRefusals, ar: ar.profileRefusals }),
  savedAddress: byLocale<Translation<typeof en.savedAddressRefusals>>({
    en: en.savedAddressRefusals,
    ar: ar.savedAddressRefusals,
  }),
  invoiceUnlock: byLocale<Translation<typeof en.invoiceUnlockRefusals>>({
    en: en.invoiceUnlockRefusals,
    ar: ar.invoiceUnlockRefusals,
  }),
};
