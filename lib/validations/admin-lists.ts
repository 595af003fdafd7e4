import { z } from "zod";

import { adminOrderMessages } from "@/content/messages/en/admin-orders";
import { textField } from "./text-field";
import { orderStatuses } from "@/lib/orders/order-status";

/** What a page receives as `searchParams`: a repeated key arrives as an array, of which the first value counts. */
export type RawSearchParams = Record<string, string | string[] | undefined>;

const firstValue = (value: unknown) => (Array.isArray(value) ? value[0] : value);

/** A hand-edited address must not break a page, so anything invalid falls back to the default. */
export const pageNumberSchema = z.preprocess(firstValue, z.coerce.number().int().min(1).max(100_000)).catch(1);

export const ORDER_SEARCH_MAX_LENGTH = 200;

// Refused with a message, never dropped: a dropped search term listed (and exported) every order.
const searchText = z
  .preprocess(
    firstValue,
    textField("en")
      .trim()
      .max(ORDER_SEARCH_MAX_LENGTH, adminOrderMessages.search.tooLong(ORDER_SEARCH_MAX_LENGTH))
      .optional(),
  )
  .transform((value) => value || undefined);

/** The order list's filters: the one status of the shop's own orders, the work queue, and Shopify's own words. */
export const shopOrderStatusFilters = orderStatuses;
export const workQueueFilters = ["to_confirm", "to_ship", "awaiting_cash"] as const;
export const shopifyStatusFilters = ["unfulfilled", "partial", "fulfilled", "closed"] as const;
export const orderStatusFilters = [...shopOrderStatusFilters, ...workQueueFilters, ...shopifyStatusFilters] as const;
export type OrderStatusFilter = (typeof orderStatusFilters)[number];

export const adminOrderSearchSchema = z.object({
  q: searchText,
  status: z.preprocess(firstValue, z.enum(orderStatusFilters).optional()).catch(undefined),
  page: pageNumberSchema,
});
export type AdminOrderSearch = z.infer<typeof adminOrderSearchSchema>;

/** The orders list's address as the list and its export read it: the search, or why the search term was refused. */
export type AdminOrderSearchReading =
  { ok: true; search: AdminOrderSearch } | { ok: false; search: AdminOrderSearch; message: string };

export function readAdminOrderSearch(params: RawSearchParams): AdminOrderSearchReading {
  const parsed = adminOrderSearchSchema.safeParse(params);
  if (parsed.success) return { ok: true, search: parsed.data };
  // Only q can fail (status and page fall back); the rest of the address still counts for the form.
  const rest = adminOrderSearchSchema.parse({ ...params, q: undefined });
  return { ok: false, search: rest, message: parsed.error.issues[0]?.message ?? adminOrderMessages.search.refused };
}

/** The customer list's address: a search by name, e-mail, phone or order number, and the page. */
export const adminCustomerSearchSchema = z.object({ q: searchText, page: pageNumberSchema });
export type AdminCustomerSearch = z.infer<typeof adminCustomerSearchSchema>;

export type AdminCustomerSearchReading =
  { ok: true; search: AdminCustomerSearch } | { ok: false; search: AdminCustomerSearch; message: string };

export function readAdminCustomerSearch(params: RawSearchParams): AdminCustomerSearchReading {
  const parsed = adminCustomerSearchSchema.safeParse(params);
  if (parsed.success) return { ok: true, search: parsed.data };
  const rest = adminCustomerSearchSchema.parse({ ...params, q: undefined });
  return { ok: false, search: rest, message: parsed.error.issues[0]?.message ?? adminOrderMessages.search.refused };
}

export const contactMessageFilters = ["new", "handled", "all", "data-requests"] as const;
export const adminContactSearchSchema = z.object({
  status: z.preprocess(firstValue, z.enum(contactMessageFilters)).catch("new"),
  page: pageNumberSchema,
});
export type AdminContactSearch = z.infer<typeof adminContactSearchSchema>;

export const adminPagedSchema = z.object({ page: pageNumberSchema });
