import "server-only";
import { AED_CURRENCY, type CatalogueFacts } from "./catalogue-facts";
import { CommerceError } from "@/lib/commerce/errors";
import type { ShopifyClient } from "./client";
import { productFactsByHandleQuery, productFactsByIdQuery } from "./product-facts-query";
import type { ProductFactsData, ShopifyMoney, ShopifyProductFacts } from "./types";

const DECIMAL = /^(\d+)(?:\.(\d{1,2})0*)?$/;

/** Shopify's Decimal string ("99.0", "94.50") as integer fils, without passing through a float. */
export function decimalToFils(amount: string): number {
  const match = DECIMAL.exec(amount.trim());
  if (!match) throw new CommerceError("unknown", { code: "unexpected" }, { cause: `not a price: ${amount}` });
  const [, whole = "0", fraction = ""] = match;
  return Number(whole) * 100 + Number(fraction.padEnd(2, "0"));
}

/** The shop sells in AED; a price in any other currency means the UAE market is not set up, and is not shown. */
function moneyToFils(money: ShopifyMoney): number {
  if (money.currencyCode !== AED_CURRENCY) {
    throw new CommerceError(
      "unknown",
      { code: "unexpected" },
      { cause: `price in ${money.currencyCode}, expected ${AED_CURRENCY}` },
    );
  }
  return decimalToFils(money.amount);
}

/** Strips `variants.nodes` and Shopify's strings into the shop's CatalogueFacts; a product without a variant cannot be sold here. */
export function reshapeProductFacts(product: ShopifyProductFacts): CatalogueFacts {
  const variant = product.variants.nodes[0];
  if (!variant)
    throw new CommerceError("unknown", { code: "unexpected" }, { cause: `product ${product.handle} has no variant` });
  return {
    handle: product.handle,
    productId: product.id,
    variantId: variant.id,
    title: product.title,
    priceFils: moneyToFils(variant.price),
    compareAtPriceFils: variant.compareAtPrice ? moneyToFils(variant.compareAtPrice) : null,
    available: product.availableForSale && variant.availableForSale,
    source: "shopify",
  };
}

/** One product's facts by handle (or by `gid://shopify/Product/…` id); null when Shopify has no such product. */
export async function fetchProductFacts(
  client: ShopifyClient,
  key: { handle: string } | { id: string },
): Promise<CatalogueFacts | null> {
  const request =
    "handle" in key
      ? { query: productFactsByHandleQuery, variables: { handle: key.handle } }
      : { query: productFactsByIdQuery, variables: { id: key.id } };
  const data = await client.request<ProductFactsData>(request);
  return data.product ? reshapeProductFacts(data.product) : null;
}
