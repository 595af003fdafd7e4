import type { Locale } from "@/lib/i18n/locales";

import { checkoutOfferKey, type CheckoutOffer, type CheckoutProvider } from "../shop-promises";
import { buildShopPromiseText as arabic } from "./ar/shop-promises";
import { buildShopPromiseText as english, type ShopPromiseText } from "./en/shop-promises";

const built = new Map<string, Record<Locale, ShopPromiseText>>();

/**
 * The payment and delivery sentences a page may say, for its locale and what the checkout offers (the provider from
 * lib/commerce, the gateway and its methods from lib/payments/checkout-offer.ts). Built once per offer.
 */
export function shopPromiseText(locale: Locale, offer: CheckoutOffer | CheckoutProvider): ShopPromiseText {
  const key = checkoutOfferKey(offer);
  let texts = built.get(key);
  if (!texts) {
    texts = { en: english(offer), ar: arabic(offer) };
    built.set(key, texts);
  }
  return texts[locale];
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
