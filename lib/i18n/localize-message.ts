import { cartMessages } from "@/content/messages/cart";
import { checkoutMessages } from "@/content/messages/checkout";
import { commerceMessages } from "@/content/messages/commerce";

import type { Locale } from "./locales";

type Tree = Readonly<Record<string, unknown>>;

/** Pairs every text of the English tree with the text at the same place in the other locale's tree. */
function collectPairs(english: unknown, other: unknown, into: Map<string, string>): void {
  if (typeof english === "string" && typeof other === "string") {
    into.set(english, other);
    return;
  }
  if (english && other && typeof english === "object" && typeof other === "object") {
    for (const [key, value] of Object.entries(english as Tree)) collectPairs(value, (other as Tree)[key], into);
  }
}

const namespaces = [cartMessages, checkoutMessages, commerceMessages];
const translations = new Map<Locale, Map<string, string>>();

function translationsFor(locale: Locale): Map<string, string> {
  let map = translations.get(locale);
  if (!map) {
    map = new Map();
    for (const namespace of namespaces) collectPairs(namespace.en, namespace[locale], map);
    translations.set(locale, map);
  }
  return map;
}

/**
 * Commerce providers and order placement answer with the English text of the spec (they are locale-free and also
 * serve webhooks and the back office); an action hands the shopper the same message in their own language.
 * A text built from outside data (Shopify's own user errors) has no counterpart and stays as it came.
 */
export function localizeShopperMessage(message: string, locale: Locale): string {
  if (locale === "en") return message;
  return translationsFor(locale).get(message) ?? message;
}
