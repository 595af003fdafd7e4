import "server-only";

import { cachedItemReading } from "@/lib/commerce/catalogue-cache";
import { contentFacts, type CatalogueFacts } from "./catalogue-facts";
import { createShopifyClient, type ShopifyClient } from "./client";
import { fetchProductFacts } from "./product-facts";
import { logError } from "@/lib/observability/json-log";

/** Webhooks revalidate the tags at once; this is only the safety net for a webhook Shopify never delivered. */
const REFRESH_SECONDS = 3600;
/** While Shopify cannot be asked, the stand-in figures (and the pages showing them) are asked again after a minute. */
const FALLBACK_SECONDS = 60;

const globalForFacts = globalThis as typeof globalThis & {
  matchaGlowFactsClient?: ShopifyClient;
  matchaGlowLastKnownFacts?: Map<string, CatalogueFacts>;
};

// A page render waits for this: a short time-out and one retry, not the cart's 10 s × 3, so an outage costs seconds.
const factsClient = () =>
  (globalForFacts.matchaGlowFactsClient ??= createShopifyClient({
    timeoutMs: 5_000,
    maxAttempts: 2,
    initialBackoffMs: 500,
  }));
// This process's last good reading of each handle: a better stand-in than content/'s figures when Shopify is away.
const lastKnown = () => (globalForFacts.matchaGlowLastKnownFacts ??= new Map());

/** Shopify's facts; a product Shopify does not have (deleted, unpublished) keeps content/'s copy, not for sale. */
async function readShopifyFacts(handle: string): Promise<CatalogueFacts | null> {
  const facts = await fetchProductFacts(factsClient(), { handle });
  if (facts) return facts;
  const stand = contentFacts(handle);
  return stand && { ...stand, available: false, source: "shopify" };
}

/**
 * One item's price, compare-at price, availability and variant id from the Storefront API (UAE market), cached under
 * the catalogue's tags. Never throws: while Shopify cannot be asked, this process's last good reading stands in, else
 * content/'s figures, each cached for a minute only so the page asks again soon.
 */
export async function cachedShopifyFacts(handle: string): Promise<CatalogueFacts | null> {
  try {
    const facts = await cachedItemReading(handle, ["shopify"], () => readShopifyFacts(handle), REFRESH_SECONDS);
    if (facts) lastKnown().set(handle, facts);
    return facts;
  } catch (error) {
    logError(`[catalogue] reading ${handle} from Shopify failed; showing the last known figures`, error);
    const known = lastKnown().get(handle);
    const standIn = known ? { ...known, source: "last-known" as const } : contentFacts(handle);
    // Read through the tagged cache with a short life so the page carries the tags and is rendered again soon.
    return cachedItemReading(handle, ["stand-in", standIn?.source ?? "none"], async () => standIn, FALLBACK_SECONDS);
  }
}
