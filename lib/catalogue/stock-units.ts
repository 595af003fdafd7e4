import { bundles } from "@/content/bundles";
import { products } from "@/content/products";

/**
 * Which products (catalogue_entries ids) one unit of an item takes off the shelf: a product itself, a bundle each
 * product it includes. From content/ alone, so a hidden or inactive item's cancelled order still returns its stock.
 */
const productsTakenBy = new Map<string, readonly string[]>([
  ...products.map((product) => [product.shopifyVariantId, [product.id]] as const),
  ...bundles.map((bundle) => [bundle.shopifyVariantId, bundle.includedProducts.map((item) => item.id)] as const),
]);

/** Units per product for a set of lines, in id order, so concurrent orders lock rows in the same order. */
export function unitsPerProduct(
  lines: { merchandiseId: string; quantity: number }[],
): [productId: string, units: number][] {
  const units = new Map<string, number>();
  for (const line of lines) {
    for (const productId of productsTakenBy.get(line.merchandiseId) ?? [])
      units.set(productId, (units.get(productId) ?? 0) + line.quantity);
  }
  return [...units.entries()].sort(([a], [b]) => a.localeCompare(b));
}

/**
 * The cart line a shortage of `productId` should be named by: the product's own line when the cart has one, else the
 * bundle that holds it ("The Matcha Ritual is sold out", not a product the shopper never put in the cart).
 */
export function lineShortOf(
  lines: { merchandiseId: string }[],
  productId: string,
): { merchandiseId: string; kind: "product" | "bundle" } | undefined {
  const holding = lines.filter((line) => productsTakenBy.get(line.merchandiseId)?.includes(productId));
  const own = holding.find((line) => products.some((product) => product.shopifyVariantId === line.merchandiseId));
  if (own) return { merchandiseId: own.merchandiseId, kind: "product" };
  return holding[0] && { merchandiseId: holding[0].merchandiseId, kind: "bundle" };
}
