import type { Translation } from "@/lib/i18n/translation";

import type { brand, claims } from "./brand";
import type { Bundle, FaqEntry, Product, Testimonial } from "./schema";
import type { IngredientBreakdown, StarIngredient } from "./ingredients";
import type { Milestone } from "./milestones";

/**
 * The translatable part of each catalogue record. Prices, ids, slugs, images and numbers stay in the English
 * records (single source); a locale's file holds only these texts, keyed by the record's slug or id.
 */
export const productTextKeys = [
  "name",
  "description",
  "extendedDescription",
  "benefits",
  "detailedBenefits",
  "skinTypes",
  "keyIngredients",
  "usage",
  "badge",
  "size",
  "faq",
  "perfectFor",
  "skinIssues",
] as const satisfies readonly (keyof Product)[];
export type ProductText = Pick<Product, (typeof productTextKeys)[number]>;

export const bundleTextKeys = [
  "name",
  "description",
  "extendedDescription",
  "badge",
  "benefits",
] as const satisfies readonly (keyof Bundle)[];
export type BundleText = Pick<Bundle, (typeof bundleTextKeys)[number]>;

export const starIngredientTextKeys = [
  "name",
  "origin",
  "benefit",
] as const satisfies readonly (keyof StarIngredient)[];
export type StarIngredientText = Pick<StarIngredient, (typeof starIngredientTextKeys)[number]>;

/** Same order and length as the English breakdown; `isKey` stays in the English record. */
export type IngredientBreakdownText = {
  ingredients: Pick<IngredientBreakdown["ingredients"][number], "name" | "purpose">[];
};

export type FaqGroupText = { title: string; entries: FaqEntry[] };

export const testimonialTextKeys = [
  "name",
  "location",
  "review",
  "productUsed",
  "timeUsed",
] as const satisfies readonly (keyof Testimonial)[];
export type TestimonialText = Pick<Testimonial, (typeof testimonialTextKeys)[number]>;

export const milestoneTextKeys = ["period", "title", "description"] as const satisfies readonly (keyof Milestone)[];
export type MilestoneText = Pick<Milestone, (typeof milestoneTextKeys)[number]>;

/** The brand's words (name, e-mail and URL stay as they are in every locale). */
export type BrandText = {
  tagline: string;
  description: string;
  businessHours: Translation<typeof brand.businessHours>;
  badges: Translation<typeof claims.badges>;
};

/** Texts of one kind, keyed by slug or id. */
export type TextsById<T> = Readonly<Record<string, T>>;

export function pickText<T extends object, K extends keyof T>(record: T, keys: readonly K[]): Pick<T, K> {
  const picked = {} as Pick<T, K>;
  for (const key of keys) if (record[key] !== undefined) picked[key] = record[key];
  return picked;
}

export function textsById<T extends object, K extends keyof T>(
  records: readonly T[],
  idOf: (record: T) => string,
  keys: readonly K[],
): TextsById<Pick<T, K>> {
  return Object.fromEntries(records.map((record) => [idOf(record), pickText(record, keys)]));
}
