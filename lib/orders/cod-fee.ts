import { policies } from "@/content/policies";
import { chargedVatRate, type VatSettings } from "@/lib/tax/shop-vat";
import { toFils, vatIncludedIn } from "@/lib/tax/vat";

// Server code only (the checkout, the order, the invoice): lib/tax stays as small as the product page's cart needs it.

/**
 * What a cash-on-delivery order pays on top of its items and delivery, in integer fils, VAT included like every
 * price (content/policies.ts `cashOnDelivery.feeAed`; 0, the default, charges none). A refused COD parcel costs the
 * shop two courier legs, so the owner may ask a little for cash and nudge shoppers to pay online, which never pays it.
 */
export function cashOnDeliveryFeeFils(paymentMethod: "online" | "cash_on_delivery"): number {
  return paymentMethod === "cash_on_delivery" ? toFils(policies.cashOnDelivery.feeAed) : 0;
}

/** The VAT inside the fee, rounded on its own line like shipping (lib/tax/vat.ts); 0 when the shop charges no VAT. */
export function codFeeVatFils(codFeeFils: number, settings: VatSettings): number {
  return vatIncludedIn(codFeeFils, chargedVatRate(settings));
}
