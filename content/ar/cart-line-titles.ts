import { bundles } from "../bundles";
import { products } from "../products";
import { bundleTexts } from "./bundles";
import { productTexts } from "./products";

/**
 * The Arabic name of every sellable item, keyed by merchandise id: a cart line carries the provider's (English)
 * title, so the Arabic cart shows this instead. A chunk of its own, loaded on Arabic pages only.
 */
export const arabicCartLineTitles: Readonly<Record<string, string>> = Object.fromEntries([
  ...products.flatMap((product) =>
    productTexts[product.slug] ? [[product.shopifyVariantId, productTexts[product.slug]!.name] as const] : [],
  ),
  ...bundles.flatMap((bundle) =>
    bundleTexts[bundle.slug] ? [[bundle.shopifyVariantId, bundleTexts[bundle.slug]!.name] as const] : [],
  ),
]);
