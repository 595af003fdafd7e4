import type { CashOnDeliveryField } from "@/lib/validations/checkout";

/** What the delivery form shows after a submit that did not place an order (success redirects instead). */
export type PlaceOrderState = {
  ok: boolean;
  message: string | null;
  fieldErrors: Partial<Record<CashOnDeliveryField, string>>;
  /** The shopper's entries, so a refused submit never empties the form. */
  values: Partial<Record<CashOnDeliveryField, string>>;
};

export const initialPlaceOrderState: PlaceOrderState = { ok: false, message: null, fieldErrors: {}, values: {} };

export const cashOnDeliveryFields = [
  "fullName",
  "email",
  "phone",
  "emirate",
  "addressLine",
  "city",
  "payment",
] as const satisfies readonly CashOnDeliveryField[];
