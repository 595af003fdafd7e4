import "server-only";

import { unstable_cache } from "next/cache";

import { env } from "@/lib/env";
import { CATALOGUE_FACTS_TAG, catalogueFactsTagFor } from "./cache-tags";
import type { CatalogueFacts } from "./catalogue-facts";
import { contentFacts } from "./content-facts";
import { createShopifyClient, type ShopifyClient } from "./shopify/client";
import { fetchProductFacts } from "./shopify/product-facts";

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

const tagsFor = (handle: string) => [CATALOGUE_FACTS_TAG, catalogueFactsTagFor(handle)];

/** Shopify's facts; a product Shopify does not have (deleted, unpublished) keeps content/'s copy but cannot be bought. */
async function readShopifyFacts(handle: string): Promise<CatalogueFacts | null> {
  const facts = await fetchProductFacts(factsClient(), { handle });
  if (facts) return facts;
  const stand = contentFacts(handle);
  return stand && { ...stand, available: false, source: "shopify" };
}

async function shopifyFactsOrStandIn(handle: string): Promise<CatalogueFacts | null> {
  const cached = unstable_cache(() => readShopifyFacts(handle), ["catalogue-facts", "shopify", handle], {
    tags: tagsFor(handle),
    revalidate: REFRESH_SECONDS,
  });
  try {
    const facts = await cached();
    if (facts) lastKnown().set(handle, facts);
    return facts;
  } catch (error) {
    console.error(`[catalogue] reading ${handle} from Shopify failed; showing the last known figures`, error);
    const known = lastKnown().get(handle);
    const standIn = known ? { ...known, source: "last-known" as const } : contentFacts(handle);
    // Read through the tagged cache with a short life so the page carries the tags and is rendered again soon.
    return unstable_cache(async () => standIn, ["catalogue-facts", "stand-in", handle, standIn?.source ?? "none"], {
      tags: tagsFor(handle),
      revalidate: FALLBACK_SECONDS,
    })();
  }
}

/**
 * One catalogue item's price, compare-at price, availability and variant id. With COMMERCE_PROVIDER=shopify they are
 * Shopify's (Storefront API, UAE market), cached by tag; otherwise content/'s. Never throws: a page always renders.
 */
export function getCatalogueFacts(handle: string): Promise<CatalogueFacts | null> {
  if (env.COMMERCE_PROVIDER === "shopify") return shopifyFactsOrStandIn(handle);
  return unstable_cache(async () => contentFacts(handle), ["catalogue-facts", "content", handle], {
    tags: tagsFor(handle),
  })();
}

/** Several handles at once, keyed by handle; a handle without facts is left out. */
export async function getCatalogueFactsFor(handles: string[]): Promise<Map<string, CatalogueFacts>> {
  const readings = await Promise.all(handles.map(async (handle) => [handle, await getCatalogueFacts(handle)] as const));
  return new Map(readings.flatMap(([handle, facts]) => (facts ? [[handle, facts] as const] : [])));
}
