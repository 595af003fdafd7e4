import { z } from "zod";

import { adminCatalogueMessages } from "@/content/messages/en/admin-catalogue";
import { isComingSoonDay } from "@/lib/catalogue/coming-soon-date";
import { aedAmountInFils } from "./aed-amount";

const { errors } = adminCatalogueMessages;

export const catalogueFields = [
  "price",
  "originalPrice",
  "stock",
  "lowStockThreshold",
  "comingSoon",
  "comingSoonDate",
  "active",
  "position",
] as const;
export type CatalogueField = (typeof catalogueFields)[number];

const empty = (value: string | undefined) => value === undefined || value.trim() === "";
/** An optional whole number typed into a form: empty is null. */
const optionalCount = (message: string) =>
  z
    .string()
    .optional()
    .transform((value) => (empty(value) ? undefined : value!.trim()))
    .pipe(
      z.union([
        z.undefined(),
        z
          .string()
          .regex(/^\d{1,6}$/, message)
          .transform(Number),
      ]),
    )
    .transform((value) => value ?? null);
/** A checkbox: present ('on') when ticked, absent when not; a form without JavaScript posts exactly that. */
const checkbox = z
  .string()
  .optional()
  .transform((value) => value !== undefined);

/**
 * One catalogue row as the owner submits it. Prices become integer fils; an original price must be above the price
 * (savings are computed from the two, never typed). A bundle has no stock, threshold, original price or coming soon
 * of its own: those follow its products, and the action ignores them.
 */
export const catalogueEntrySchema = z
  .object({
    id: z.string().min(1).max(100),
    price: aedAmountInFils(errors.price).refine((fils) => fils > 0, errors.price),
    originalPrice: z
      .string()
      .optional()
      .transform((value) => (empty(value) ? undefined : value))
      .pipe(z.union([z.undefined(), aedAmountInFils(errors.originalPrice)]))
      .transform((value) => value ?? null),
    stock: optionalCount(errors.stock),
    lowStockThreshold: optionalCount(errors.threshold),
    comingSoon: checkbox,
    comingSoonDate: z
      .string()
      .optional()
      .transform((value) => (empty(value) ? null : value!.trim()))
      .pipe(z.string().refine(isComingSoonDay, errors.comingSoonDate).nullable()),
    active: checkbox,
    position: z
      .string(errors.position)
      .trim()
      .regex(/^\d{1,3}$/, errors.position)
      .transform(Number),
  })
  .superRefine((entry, ctx) => {
    if (entry.originalPrice !== null && entry.originalPrice <= entry.price)
      ctx.addIssue({ code: "custom", path: ["originalPrice"], message: errors.originalPrice });
  });

export type CatalogueEntryInput = z.output<typeof catalogueEntrySchema>;
