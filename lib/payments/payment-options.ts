import "server-only";

import { paymentMessages } from "@/content/messages/payment";
import { gatewayDisplayNames, methodList } from "@/content/payment-methods";
import { policies } from "@/content/policies";
import type { Locale } from "@/lib/i18n/locales";
import { getCheckoutOffer } from "./checkout-offer";

/** The delivery form's payment choice, worded on the server (the form is a client component). */
export type PaymentChoiceView = {
  legend: string;
  options: { value: "online" | "cash_on_delivery"; label: string; hint: string }[];
  notes: string[];
};

/** Whether cash on delivery's own rule (UAE, under AED 500) takes this total. */
export const cashOnDeliveryTakes = (totalAed: number) => totalAed < policies.cashOnDelivery.maxOrderTotal;

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
    options.push({ value: "cash_on_delivery", label: text.cashOnDelivery, hint: text.cashOnDeliveryHint });
  else notes.push(text.overCodLimit);
  // Stripe's page has no Arabic; an English shopper loses nothing, so only the Arabic form says so.
  if (gateway === "stripe" && locale === "ar") notes.push(text.pageLanguage);
  return { legend: text.legend, options, notes };
}
