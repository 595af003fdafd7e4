import type { Locale } from "@/lib/i18n/locales";

import type { CheckoutProvider } from "../shop-promises";
import { buildShopPromiseText as arabic } from "./ar/shop-promises";
import { buildShopPromiseText as english, type ShopPromiseText } from "./en/shop-promises";

const built = {
  local: { en: english("local"), ar: arabic("local") },
  shopify: { en: english("shopify"), ar: arabic("shopify") },
} satisfies Record<CheckoutProvider, Record<Locale, ShopPromiseText>>;

/** The payment and delivery sentences a page may say, for its locale and the configured provider (lib/commerce). */
export function shopPromiseText(locale: Locale, provider: CheckoutProvider): ShopPromiseText {
  return built[provider][locale];
}

/** A legal page's sections, each marked section ending with the provider's sentence on its topic. */
export function withPromiseSentences<S extends { paragraphs: readonly string[]; promise?: string }>(
  sections: readonly S[],
  promise: ShopPromiseText,
): S[] {
  const sentences: Record<string, string> = {
    "privacy-payment": promise.payment.privacy,
    "terms-payment": promise.payment.terms,
    "delivery-area": promise.gcc.termsSentence,
  };
  return sections.map((section) => {
    const sentence = section.promise ? sentences[section.promise] : undefined;
    return sentence ? { ...section, paragraphs: [...section.paragraphs, sentence] } : section;
  });
}

export type { ShopPromiseText };
