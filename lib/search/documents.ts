import type { ShopCatalogue } from "@/lib/catalogue/shop-catalogue";
import { searchTerms } from "./normalise";

/** One thing a shopper can find, in one locale: what a hit shows, and the normalised text it is found by. */
export type SearchDocument = {
  kind: "product" | "bundle";
  slug: string;
  title: string;
  summary: string;
  href: string;
  image: string;
  /** The name alone: a hit on it ranks above one in the body. */
  nameTerms: string;
  /** Description, benefits, skin concerns and types, ingredients. */
  bodyTerms: string;
};

/**
 * The catalogue as search reads it, from the provider's catalogue in the page's locale (content/'s copy with the
 * database's listing today; the database's own records once the catalogue moves there), so search never lists a
 * product the shop hides.
 */
export function searchDocumentsOf(catalogue: ShopCatalogue): SearchDocument[] {
  const products = catalogue.products.map((product): SearchDocument => ({
    kind: "product",
    slug: product.slug,
    title: product.name,
    summary: product.description,
    href: `/products/${product.slug}`,
    image: product.image,
    nameTerms: searchTerms(product.name),
    bodyTerms: searchTerms(
      [
        product.description,
        ...product.benefits,
        ...product.skinIssues,
        ...product.skinTypes,
        product.perfectFor,
        ...product.keyIngredients,
        product.ingredients,
      ].join(" "),
    ),
  }));
  const bundles = catalogue.bundles.map((bundle): SearchDocument => ({
    kind: "bundle",
    slug: bundle.slug,
    title: bundle.name,
    summary: bundle.description,
    href: `/bundles/${bundle.slug}`,
    image: bundle.image,
    nameTerms: searchTerms(bundle.name),
    bodyTerms: searchTerms(
      [bundle.description, ...bundle.benefits, ...bundle.includedProducts.map((item) => item.name)].join(" "),
    ),
  }));
  return [...products, ...bundles];
}
