import { z } from "zod";

import { adminOrderMessages } from "@/content/messages/en/admin-orders";
import { textField } from "./text-field";

const { errors } = adminOrderMessages.fulfil;

/** Hidden ids posted by the back-office forms; anything else is a forged or stale request. */
export const recordIdSchema = z.object({ id: z.uuid() });

export const moderateReviewSchema = z.object({ id: z.uuid(), decision: z.enum(["approve", "reject"]) });

// Only web links: the URL is shown to the shopper as a link, and javascript: or data: would run in their browser.
const trackingUrl = textField("en")
  .trim()
  .max(500, errors.url)
  .refine((value) => {
    if (value === "") return true;
    try {
      const url = new URL(value);
      return (url.protocol === "https:" || url.protocol === "http:") && url.hostname.includes(".");
    } catch {
      return false;
    }
  }, errors.url)
  .transform((value) => (value === "" ? null : new URL(value).toString()));

export const fulfilOrderSchema = z.object({
  orderId: z.uuid(),
  trackingCompany: textField("en", errors.companyRequired)
    .trim()
    .min(1, errors.companyRequired)
    .max(80, errors.companyTooLong),
  trackingNumber: textField("en", errors.numberRequired)
    .trim()
    .min(1, errors.numberRequired)
    .regex(/^[A-Za-z0-9][A-Za-z0-9 ./-]{0,63}$/, errors.numberFormat),
  trackingUrl: trackingUrl.optional().transform((value) => value ?? null),
});

export type FulfilOrderInput = z.input<typeof fulfilOrderSchema>;
export type FulfilOrderDetails = z.output<typeof fulfilOrderSchema>;
export type FulfilOrderField = Exclude<keyof FulfilOrderInput, "orderId">;

const noteErrors = adminOrderMessages.notes.errors;

/** The owner's internal note on an order, with the form's own key (a second submit adds nothing). */
export const orderNoteSchema = z.object({
  orderId: z.uuid(),
  requestKey: z.uuid(),
  body: textField("en", noteErrors.required).trim().min(1, noteErrors.required).max(2000, noteErrors.tooLong),
});

/** The owner lifts the cash-on-delivery hold of an order's shopper; the form's key makes a second submit a no-op. */
export const liftCodHoldSchema = z.object({ orderId: z.uuid(), requestKey: z.uuid() });

/** The owner's note on a customer: the customer page's key (lib/admin/customers/customer-key.ts) and the form's key. */
export const customerNoteSchema = z.object({
  customerKey: z.string().min(1).max(400),
  requestKey: z.uuid(),
  body: textField("en", noteErrors.required).trim().min(1, noteErrors.required).max(2000, noteErrors.tooLong),
});
