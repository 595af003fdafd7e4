/**
 * The commercial side of one catalogue item (what it costs, whether it can be bought, which variant the cart adds),
 * apart from its copy, which content/ always supplies. Money is integer fils.
 */
export type CatalogueFacts = {
  handle: string;
  productId: string;
  variantId: string;
  /** The provider's title, for the back office; the shop shows content/'s copy. */
  title: string;
  priceFils: number;
  /** The earlier price struck through next to the price, when there is one above it. */
  compareAtPriceFils: number | null;
  available: boolean;
  /**
   * `shopify`: read from the Storefront API. `last-known`: Shopify could not be asked just now, so this process's last
   * good reading stands in. `content`: neither exists (or the local provider), so content/'s figures stand in.
   */
  source: "shopify" | "last-known" | "content";
};

export const AED_CURRENCY = "AED";

/** Figures in AED as the shop's components take them (they format and convert), from integer fils. */
export function factsInAed(facts: CatalogueFacts): { price: number; originalPrice: number | undefined } {
  const compareAt = facts.compareAtPriceFils;
  return {
    price: facts.priceFils / 100,
    originalPrice: compareAt !== null && compareAt > facts.priceFils ? compareAt / 100 : undefined,
  };
}
