import { bundles } from "@/content/bundles";
import { products } from "@/content/products";
import type { CatalogueEntryRow } from "@/lib/db/schema";

/** The commercial figures of one catalogue record, as catalogue_entries holds them (money in integer fils). */
export type CatalogueFigures = Pick<
  CatalogueEntryRow,
  | "id"
  | "kind"
  | "priceFils"
  | "originalPriceFils"
  | "stock"
  | "lowStockThreshold"
  | "comingSoon"
  | "comingSoonDate"
  | "active"
  | "position"
>;

export const toFils = (aed: number): number => Math.round(aed * 100);
export const toAed = (fils: number): number => fils / 100;

/**
 * The figures content/ carried before the database did, exactly as migration 0011 seeded them. They stand in when
 * no database can be read (a build without DATABASE_URL, an outage) and for a record content/ adds later, until
 * its row exists.
 */
export function seedFigures(): CatalogueFigures[] {
  const base = { lowStockThreshold: null, stock: null, comingSoonDate: null, active: true } as const;
  return [
    ...products.map((product, index) => ({
      ...base,
      id: product.id,
      kind: "product" as const,
      priceFils: toFils(product.price),
      originalPriceFils: product.originalPrice === undefined ? null : toFils(product.originalPrice),
      comingSoon: product.isComingSoon ?? false,
      position: index + 1,
    })),
    ...bundles.map((bundle, index) => ({
      ...base,
      id: bundle.id,
      kind: "bundle" as const,
      priceFils: toFils(bundle.bundlePrice),
      // A bundle's 'was' price is always the sum of what it includes (catalogue.ts), never stored.
      originalPriceFils: null,
      comingSoon: false,
      active: bundle.isActive,
      position: index + 1,
    })),
  ];
}

/** The rows read from the database, with the seed standing in for a record that has no row yet. */
export function mergeWithSeed(rows: CatalogueFigures[]): CatalogueFigures[] {
  const byId = new Map(rows.map((row) => [row.id, row]));
  return seedFigures().map((seed) => byId.get(seed.id) ?? seed);
}

/** Savings are derived, never typed: the amount in fils and the percentage to one decimal. */
export function savingsOf(
  priceFils: number,
  originalPriceFils: number | null,
): { amountFils: number; percent: number } | null {
  if (originalPriceFils === null || originalPriceFils <= priceFils) return null;
  const amountFils = originalPriceFils - priceFils;
  return { amountFils, percent: Math.round((amountFils / originalPriceFils) * 1000) / 10 };
}
