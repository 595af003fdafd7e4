import "server-only";

import { z } from "zod";

import { activeBundles as bundles } from "@/content/bundles";
import { products } from "@/content/products";
import type { CatalogueChange } from "@/lib/commerce/catalogue-tags";

/** The webhooks that change what the catalogue shows: a product's price or status, and stock at a location. */
export const catalogueTopics = ["products/update", "inventory_levels/update"] as const;
export type CatalogueTopic = (typeof catalogueTopics)[number];

export const isCatalogueTopic = (topic: string): topic is CatalogueTopic =>
  (catalogueTopics as readonly string[]).includes(topic);

const numericId = z.union([z.number().int(), z.string().regex(/^\d+$/)]).transform(String);

/** Only the fields the shop reads; Shopify sends the whole product (or level), the rest is ignored. */
export const productUpdateSchema = z.object({ id: numericId, handle: z.string().nullish() });
export const inventoryLevelUpdateSchema = z.object({
  inventory_item_id: numericId,
  location_id: numericId.nullish(),
  available: z.number().int().nullish(),
});

// The catalogue's items by Shopify's numeric product id (content/ keeps the gid), so a renamed handle still matches.
const handleByProductId = new Map([
  ...products.map((item) => [item.shopifyId, item.slug] as const),
  ...bundles.map((item) => [item.shopifyId, item.slug] as const),
]);
const knownHandles = new Set(handleByProductId.values());

/**
 * What one delivery changed in the catalogue; null when it is about nothing the shop sells. An inventory level names
 * only an inventory item, which the Storefront API cannot map back to a product, so it refreshes every reading.
 * Throws a ZodError on a payload that is not what Shopify sends.
 */
export function catalogueChangeFor(topic: CatalogueTopic, payload: unknown): CatalogueChange | null {
  if (topic === "inventory_levels/update") {
    inventoryLevelUpdateSchema.parse(payload);
    return "everything";
  }
  const product = productUpdateSchema.parse(payload);
  const handle =
    handleByProductId.get(`gid://shopify/Product/${product.id}`) ??
    (product.handle && knownHandles.has(product.handle) ? product.handle : undefined);
  return handle ? { handle } : null;
}
