import { z } from "zod";

/** What a page receives as `searchParams`: a repeated key arrives as an array, of which the first value counts. */
export type RawSearchParams = Record<string, string | string[] | undefined>;

const firstValue = (value: unknown) => (Array.isArray(value) ? value[0] : value);

/** A hand-edited address must not break a page, so anything invalid falls back to the default. */
export const pageNumberSchema = z.preprocess(firstValue, z.coerce.number().int().min(1).max(100_000)).catch(1);

const searchText = z
  .preprocess(firstValue, z.string().trim().max(200).optional())
  .catch(undefined)
  .transform((value) => value || undefined);

export const orderStatusFilters = [
  "unfulfilled",
  "partial",
  "fulfilled",
  "cancelled",
  "closed",
  "awaiting_cash",
] as const;
export type OrderStatusFilter = (typeof orderStatusFilters)[number];

export const adminOrderSearchSchema = z.object({
  q: searchText,
  status: z.preprocess(firstValue, z.enum(orderStatusFilters).optional()).catch(undefined),
  page: pageNumberSchema,
});
export type AdminOrderSearch = z.infer<typeof adminOrderSearchSchema>;

export const contactMessageFilters = ["new", "handled", "all", "data-requests"] as const;
export const adminContactSearchSchema = z.object({
  status: z.preprocess(firstValue, z.enum(contactMessageFilters)).catch("new"),
  page: pageNumberSchema,
});
export type AdminContactSearch = z.infer<typeof adminContactSearchSchema>;

export const adminPagedSchema = z.object({ page: pageNumberSchema });
