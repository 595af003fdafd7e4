import "server-only";

import { catalogueHandles, contentFacts, type CatalogueFacts } from "@/lib/commerce/shopify/catalogue-facts";
import { CommerceError } from "@/lib/commerce/errors";
import { createShopifyClient, type ShopifyClient } from "@/lib/commerce/shopify/client";
import { fetchProductFacts } from "@/lib/commerce/shopify/product-facts";
import { env } from "@/lib/env";
import { shopifyProductAdminUrl, shopifyStoreHandle } from "./shopify-admin-link";

/**
 * One catalogue item as the back office shows it under Shopify: Shopify's figures, read now, and where to change them.
 */
export type ShopifyCatalogueRow = {
  handle: string;
  /** content/'s name, which the shop shows; Shopify's own title is in `facts`. */
  name: string;
  /** Null when Shopify could not be asked or has no such product; `problem` says which. */
  facts: CatalogueFacts | null;
  problem: string | null;
  adminUrl: string | null;
};

export const NOT_IN_SHOPIFY =
  "Shopify has no product with this handle (deleted, or not published to the shop's sales channel).";

/**
 * Reads every catalogue item straight from the Storefront API, bypassing the shop's cache: the owner sees what
 * Shopify says now, even while a page still shows a reading a webhook has not refreshed yet.
 */
export async function readShopifyCatalogue(
  options: { client?: ShopifyClient; storeDomain?: string } = {},
): Promise<ShopifyCatalogueRow[]> {
  const client = options.client ?? createShopifyClient({ timeoutMs: 5_000, maxAttempts: 1 });
  const store = shopifyStoreHandle(options.storeDomain ?? env.SHOPIFY_STORE_DOMAIN);
  return Promise.all(
    catalogueHandles().map(async (handle): Promise<ShopifyCatalogueRow> => {
      const content = contentFacts(handle);
      const name = content?.title ?? handle;
      try {
        const facts = await fetchProductFacts(client, { handle });
        const adminUrl = shopifyProductAdminUrl(store, facts?.productId ?? content?.productId ?? "");
        return { handle, name, facts, problem: facts ? null : NOT_IN_SHOPIFY, adminUrl };
      } catch (error) {
        const problem = error instanceof CommerceError ? error.message : "Shopify could not be read.";
        return {
          handle,
          name,
          facts: null,
          problem,
          adminUrl: shopifyProductAdminUrl(store, content?.productId ?? ""),
        };
      }
    }),
  );
}
