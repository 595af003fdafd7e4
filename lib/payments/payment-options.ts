import "server-only";

import { paymentMessages } from "@/content/messages/payment";
import { gatewayDisplayNames, methodList } from "@/content/payment-methods";
import { policies } from "@/content/policies";
import { formatPrice } from "@/lib/currency/format-price";
import { cashOnDeliveryFeeFils } from "@/lib/orders/cod-fee";
import { fromFils } from "@/lib/tax/vat";
import type { Locale } from "@/lib/i18n/locales";
import { getCheckoutOffer } from "./checkout-offer";

/** The delivery form's payment choice, worded on the server (the form is a client component). */
export type PaymentChoiceView = {
  legend: string;
  options: { value: "online" | "cash_on_delivery"; label: string; hint: string }[];
  notes: string[];
};

/**
 * Whether cash on delivery's own rule (UAE, under AED 500) takes this total: the items and delivery, without the COD
 * fee, the same figure the cart page checks (docs/operations.md).
 */
export const cashOnDeliveryTakes = (totalAed: number) => totalAed < policies.cashOnDelivery.maxOrderTotal;

/** "Cash on delivery", or with the fee it adds named, so the shopper knows it before choosing. */
function cashOnDeliveryLabel(locale: Locale): string {
  const feeFils = cashOnDeliveryFeeFils("cash_on_delivery");
  const text = paymentMessages[locale];
  return feeFils > 0
    ? text.cashOnDeliveryWithFee(formatPrice(fromFils(feeFils), policies.currency, locale))
    : text.cashOnDelivery;
}

/** Null when the shop takes cash only: the form then looks exactly as it did before online payment. */
export function paymentChoiceFor(locale: Locale, totalAed: number): PaymentChoiceView | null {
  const { online } = getCheckoutOffer();
  if (!online) return null;
  const { gateway } = online;
  const text = paymentMessages[locale];
  // Names the methods the owner switched on (PAYMENT_METHODS), the same the hosted page is asked to show.
  const label = text.payNow(methodList(locale, online.methods), gatewayDisplayNames[gateway]);
  const options: PaymentChoiceView["options"] = [{ value: "online", label, hint: text.payNowHint }];
  const notes: string[] = [];
  if (cashOnDeliveryTakes(totalAed))
    options.push({ value: "cash_on_delivery", label: cashOnDeliveryLabel(locale), hint: text.cashOnDeliveryHint });
  else notes.push(text.overCodLimit);
  // Stripe's page has no Arabic; an English shopper loses nothing, so only the Arabic form says so.
  if (gateway === "stripe" && locale === "ar") notes.push(text.pageLanguage);
  return { legend: text.legend, options, notes };
}
