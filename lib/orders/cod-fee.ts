import { policies } from "@/content/policies";
import { toFils } from "@/lib/tax/vat";

/**
 * What a cash-on-delivery order pays on top of its items and delivery, in integer fils, VAT included like every
 * price (content/policies.ts `cashOnDelivery.feeAed`; 0, the default, charges none). A refused COD parcel costs the
 * shop two courier legs, so the owner may ask a little for cash and nudge shoppers to pay online, which never pays it.
 */
export function cashOnDeliveryFeeFils(paymentMethod: "online" | "cash_on_delivery"): number {
  return paymentMethod === "cash_on_delivery" ? toFils(policies.cashOnDelivery.feeAed) : 0;
}
