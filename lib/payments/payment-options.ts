import "server-only";

import { paymentMessages } from "@/content/messages/payment";
import { policies } from "@/content/policies";
import type { Locale } from "@/lib/i18n/locales";
import { configuredGatewayName } from "./index";
import type { PaymentGatewayName } from "./types";

/** The delivery form's payment choice, worded on the server (the form is a client component). */
export type PaymentChoiceView = {
  legend: string;
  options: { value: "online" | "cash_on_delivery"; label: string; hint: string }[];
  notes: string[];
};

const gatewayLabel: Record<PaymentGatewayName, string> = { checkoutcom: "Checkout.com", stripe: "Stripe" };

/** Whether cash on delivery's own rule (UAE, under AED 500) takes this total. */
export const cashOnDeliveryTakes = (totalAed: number) => totalAed < policies.cashOnDelivery.maxOrderTotal;

/** Null when the shop takes cash only: the form then looks exactly as it did before online payment. */
export function paymentChoiceFor(locale: Locale, totalAed: number): PaymentChoiceView | null {
  const gateway = configuredGatewayName();
  if (!gateway) return null;
  const text = paymentMessages[locale];
  const options: PaymentChoiceView["options"] = [
    { value: "online", label: text.payNow(gatewayLabel[gateway]), hint: text.payNowHint },
  ];
  const notes: string[] = [];
  if (cashOnDeliveryTakes(totalAed))
    options.push({ value: "cash_on_delivery", label: text.cashOnDelivery, hint: text.cashOnDeliveryHint });
  else notes.push(text.overCodLimit);
  // Stripe's page has no Arabic; an English shopper loses nothing, so only the Arabic form says so.
  if (gateway === "stripe" && locale === "ar") notes.push(text.pageLanguage);
  return { legend: text.legend, options, notes };
}
