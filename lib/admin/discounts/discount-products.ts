import "server-only";

import type { Db } from "@/lib/db";
import { readCatalogueFigures } from "@/lib/catalogue/read-figures";
import { buildShopCatalogue } from "@/lib/catalogue/shop-catalogue";

/** What a code can be limited to: every product and bundle of the catalogue, by the merchandise id a cart line has. */
export type DiscountProductChoice = { id: string; title: string };

export async function discountProductChoices(db: Db): Promise<DiscountProductChoice[]> {
  const catalogue = buildShopCatalogue(await readCatalogueFigures(db), "en");
  return catalogue.sellable.map((item) => ({ id: item.merchandiseId, title: item.title }));
}
