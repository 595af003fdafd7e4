import "server-only";

import { productsIn, bundleRecordsIn } from "@/content/localized";
import { waitingCountsByProduct } from "@/lib/back-in-stock/waiting-counts";
import { savingsOf, type CatalogueFigures } from "@/lib/catalogue/figures";
import { readCatalogueFigures } from "@/lib/catalogue/read-figures";
import { buildShopCatalogue } from "@/lib/catalogue/shop-catalogue";
import { getCommerce } from "@/lib/commerce";
import type { Db } from "@/lib/db";

export type CatalogueAdminRow = {
  figures: CatalogueFigures;
  name: string;
  href: string;
  /** Derived, shown beside the prices: never typed. */
  savings: { amountFils: number; percent: number } | null;
  /** A bundle's stock is its products': the least of them, null when none is counted. */
  bundleAvailable: number | null;
  /** Confirmed "Notify me" addresses still waiting for the product's one e-mail (0 for a bundle). */
  waiting: number;
};

export type CatalogueAdminView = {
  /** False where another system owns the figures (Shopify): the page shows them read-only. */
  editable: boolean;
  products: CatalogueAdminRow[];
  bundles: CatalogueAdminRow[];
};

/** Only the shop's own figures are its to edit; a platform's (Shopify's) are shown read-only. */
export function catalogueIsEditable(): boolean {
  return getCommerce().offers.editableCatalogue;
}

const byPosition = (a: CatalogueAdminRow, b: CatalogueAdminRow) =>
  a.figures.position - b.figures.position || a.name.localeCompare(b.name);

/** Everything /admin/catalogue shows, hidden items included, read fresh from the database. */
export async function loadCatalogueAdmin(db: Db): Promise<CatalogueAdminView> {
  const [figures, waiting] = await Promise.all([readCatalogueFigures(db), waitingCountsByProduct(db)]);
  const shop = buildShopCatalogue(
    figures.map((entry) => ({ ...entry, active: true })),
    "en",
  );
  const rowFor = (entry: CatalogueFigures): CatalogueAdminRow | null => {
    if (entry.kind === "product") {
      const product = productsIn("en").find((record) => record.id === entry.id);
      return product
        ? {
            figures: entry,
            name: product.name,
            href: `/products/${product.slug}`,
            savings: savingsOf(entry.priceFils, entry.originalPriceFils),
            bundleAvailable: null,
            waiting: waiting.get(entry.id) ?? 0,
          }
        : null;
    }
    const bundle = bundleRecordsIn("en").find((record) => record.id === entry.id);
    const built = shop.bundles.find((record) => record.id === entry.id);
    if (!bundle || !built) return null;
    return {
      figures: entry,
      name: bundle.name,
      href: `/bundles/${bundle.slug}`,
      savings: savingsOf(entry.priceFils, Math.round(built.originalPrice * 100)),
      bundleAvailable: built.available,
      waiting: 0,
    };
  };
  const rows = figures.flatMap((entry) => rowFor(entry) ?? []);
  return {
    editable: catalogueIsEditable(),
    products: rows.filter((row) => row.figures.kind === "product").sort(byPosition),
    bundles: rows.filter((row) => row.figures.kind === "bundle").sort(byPosition),
  };
}
