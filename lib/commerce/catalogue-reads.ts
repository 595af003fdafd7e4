import type { CatalogueFigures } from "@/lib/catalogue/figures";
import type { ShopCatalogue } from "@/lib/catalogue/shop-catalogue";
import type { Locale } from "@/lib/i18n/locales";
import type { CatalogueReads } from "./types";

/**
 * Where a provider reads the database's catalogue figures (price, stock, listing): the app hands in the tagged cache
 * (cachedCatalogueFigures, lib/commerce/catalogue-cache.ts), tests the database itself.
 */
export type FiguresSource = () => Promise<CatalogueFigures[]>;

/**
 * cachedCatalogueFigures, loaded on first use: it needs Next.js's cache, which client-side tests (a client component
 * importing a server action that reads the cart) cannot load.
 */
export const cachedFigures: FiguresSource = async () => (await import("./catalogue-cache")).cachedCatalogueFigures();

/** Every catalogue read a provider offers, from its one (cached) reading of the whole catalogue in a locale. */
export function catalogueReads(catalogueIn: (locale: Locale) => Promise<ShopCatalogue>): CatalogueReads {
  return {
    getCatalogue: catalogueIn,
    getProduct: async (slug, locale) => (await catalogueIn(locale)).products.find((product) => product.slug === slug),
    getRelatedProducts: async (slug, locale, limit = 3) =>
      (await catalogueIn(locale)).products.filter((product) => product.slug !== slug).slice(0, limit),
    getBundle: async (slug, locale) => (await catalogueIn(locale)).bundles.find((bundle) => bundle.slug === slug),
  };
}
