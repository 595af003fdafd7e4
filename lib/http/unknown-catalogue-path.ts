// Unknown product and bundle slugs are routed by Next.js itself (next.config.ts `rewrites`) to one prerendered page
// per language. Rendered on demand under /products/[slug], every junk slug became an entry of the route cache with
// `s-maxage` (a cache a client could fill at will); rewritten to /unknown-product they cost no render and add nothing
// anywhere. That page raises notFound() (components/layout/not-found-status.tsx), so the build stores it with status
// 404 and its message in the HTML, and next.config.ts `headers` marks every such answer `private, no-store`.

/** Where unknown product slugs go: app/[locale]/(shop)/unknown-product/page.tsx (English; Arabic under /ar). */
export const UNKNOWN_PRODUCT_PATH = "/unknown-product";
/** Where unknown bundle slugs go: app/[locale]/(shop)/unknown-bundle/page.tsx, the site's 404 message. */
export const UNKNOWN_BUNDLE_PATH = "/unknown-bundle";
/** Where the confirmation page sends a link that names no order: app/[locale]/(shop)/unknown-order/page.tsx. */
export const UNKNOWN_ORDER_PATH = "/unknown-order";

/** Any 404 the shop sends for these: no cache, shared or private, may keep it (a junk URL must never become a stored page). */
export const NOT_FOUND_CACHE_CONTROL = "private, no-store";

/** The slugs the build prerenders: content/products.ts and the active bundles of content/bundles.ts. */
export type CatalogueSlugs = { products: readonly string[]; bundles: readonly string[] };

type Rewrite = { source: string; destination: string };
type HeaderRule = { source: string; headers: { key: string; value: string }[] };

const LOCALES = [
  { prefix: "", segment: "en" },
  { prefix: "/ar", segment: "ar" },
] as const;

/**
 * A path-to-regexp pattern for `/products/<slug>` whose slug is none of `known`. Slugs are plain kebab-case (the
 * content schema's rule), so they go into the pattern as they are; anything else would be a content error.
 */
function unknownSlugSource(prefix: string, section: string, known: readonly string[]): string {
  for (const slug of known)
    if (!/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(slug)) throw new Error(`catalogue slug is not kebab-case: ${slug}`);
  const knownAlternatives = known.length ? `(?!(?:${known.join("|")})(?:/|$))` : "";
  return `${prefix}/${section}/:slug(${knownAlternatives}[^/]+)`;
}

/** The rewrites (next.config.ts `beforeFiles`) that send unknown catalogue slugs to their not-found page. */
export function unknownCatalogueRewrites(slugs: CatalogueSlugs): Rewrite[] {
  return LOCALES.flatMap(({ prefix, segment }) => [
    {
      source: unknownSlugSource(prefix, "products", slugs.products),
      destination: `/${segment}${UNKNOWN_PRODUCT_PATH}`,
    },
    { source: unknownSlugSource(prefix, "bundles", slugs.bundles), destination: `/${segment}${UNKNOWN_BUNDLE_PATH}` },
  ]);
}

/**
 * The header rules (next.config.ts `headers`, matched on the path as requested) that keep every not-found answer for
 * the catalogue out of every cache: the unknown slugs and the not-found pages asked for directly. Next.js keeps a
 * Cache-Control set this way instead of the `s-maxage` it gives prerendered pages.
 */
export function unknownCatalogueHeaders(slugs: CatalogueSlugs): HeaderRule[] {
  const headers = [{ key: "Cache-Control", value: NOT_FOUND_CACHE_CONTROL }];
  const notFoundPages = [UNKNOWN_PRODUCT_PATH, UNKNOWN_BUNDLE_PATH, UNKNOWN_ORDER_PATH];
  return [
    ...unknownCatalogueRewrites(slugs).map(({ source }) => ({ source, headers })),
    ...LOCALES.flatMap(({ prefix }) => notFoundPages.map((page) => ({ source: `${prefix}${page}`, headers }))),
  ];
}
