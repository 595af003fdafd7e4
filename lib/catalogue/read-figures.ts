import type { Db } from "@/lib/db";
import { catalogueEntries } from "@/lib/db/schema";
import { mergeWithSeed, type CatalogueFigures } from "./figures";

type Reader = Pick<Db, "select">;

/** The figures as the database holds them now (pass a transaction to read them inside it). Uncached. */
export async function readCatalogueFigures(executor: Reader): Promise<CatalogueFigures[]> {
  const rows = await executor
    .select({
      id: catalogueEntries.id,
      kind: catalogueEntries.kind,
      priceFils: catalogueEntries.priceFils,
      originalPriceFils: catalogueEntries.originalPriceFils,
      stock: catalogueEntries.stock,
      lowStockThreshold: catalogueEntries.lowStockThreshold,
      comingSoon: catalogueEntries.comingSoon,
      comingSoonDate: catalogueEntries.comingSoonDate,
      active: catalogueEntries.active,
      position: catalogueEntries.position,
    })
    .from(catalogueEntries)
    // Read by every order placed: parsed once per connection.
    .prepare("catalogue_figures")
    .execute();
  return mergeWithSeed(rows);
}
