import type { Locale } from "@/lib/i18n/locales";

/**
 * The ways to pay online that the owner can switch on at her gateway (PAYMENT_METHODS, docs/payments.md). The shop
 * names exactly these, and only those switched on, so no page offers a method the hosted page would not show.
 */
export const onlinePaymentMethods = ["card", "apple_pay", "google_pay", "tabby", "tamara"] as const;
export type OnlinePaymentMethod = (typeof onlinePaymentMethods)[number];

/** Buy now, pay later: offered through Checkout.com's page only; Stripe Checkout has neither. */
export const checkoutComOnlyMethods: readonly OnlinePaymentMethod[] = ["tabby", "tamara"];

/** The methods in the shop's own order (card first), without repeats: one list reads the same on every page. */
export function inShopOrder(methods: Iterable<OnlinePaymentMethod>): OnlinePaymentMethod[] {
  const chosen = new Set(methods);
  return onlinePaymentMethods.filter((method) => chosen.has(method));
}

/** How each method is named in a sentence. Apple Pay and Google Pay keep their Latin brand names in Arabic. */
export const paymentMethodNames: Record<Locale, Record<OnlinePaymentMethod, string>> = {
  en: { card: "card", apple_pay: "Apple Pay", google_pay: "Google Pay", tabby: "Tabby", tamara: "Tamara" },
  ar: { card: "البطاقة", apple_pay: "Apple Pay", google_pay: "Google Pay", tabby: "تابي", tamara: "تمارا" },
};

/** "card, Apple Pay or Tabby" / "البطاقة أو Apple Pay أو تابي": the configured methods as one alternative. */
export function methodList(locale: Locale, methods: readonly OnlinePaymentMethod[]): string {
  const names = inShopOrder(methods).map((method) => paymentMethodNames[locale][method]);
  return new Intl.ListFormat(locale, { type: "disjunction" }).format(names);
}

/** The gateways' own names, the same in both languages (the company the shopper pays through). */
export const gatewayDisplayNames: Record<"checkoutcom" | "stripe", string> = {
  checkoutcom: "Checkout.com",
  stripe: "Stripe",
};

/** The gateways' names for a method (Checkout.com's source type, Stripe's method type) in the shop's terms. */
const reportedMethods: Record<string, OnlinePaymentMethod> = {
  card: "card",
  applepay: "apple_pay",
  apple_pay: "apple_pay",
  googlepay: "google_pay",
  google_pay: "google_pay",
  tabby: "tabby",
  tamara: "tamara",
};

/**
 * The method a captured payment was made with, as the shop names it, or null for one it does not name (a method the
 * owner switched on at the gateway beyond these, or none reported). Stripe reports Apple Pay and Google Pay as card.
 */
export function paidWithMethod(reported: string | null | undefined): OnlinePaymentMethod | null {
  return (reported && reportedMethods[reported.toLowerCase()]) || null;
}
