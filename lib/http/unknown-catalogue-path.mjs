// Unknown product slugs are turned into one prerendered page before Next.js sees them. Rendered on demand under
// /products/[slug], every junk slug became an entry of the route cache with `s-maxage` (a cache a client could fill at
// will); routed to /unknown-product instead they cost no render, add nothing anywhere, and server.mjs answers them
// 404 with `private, no-store`, the product page's own 'Product Not Found' message in the server HTML.
import { readFileSync } from "node:fs";
import path from "node:path";

/** Where unknown product slugs go: app/[locale]/(shop)/unknown-product/page.tsx (English; Arabic under /ar). */
export const UNKNOWN_PRODUCT_PATH = "/unknown-product";
/** Where unknown bundle slugs go: app/[locale]/(shop)/unknown-bundle/page.tsx, the site's 404 message. */
export const UNKNOWN_BUNDLE_PATH = "/unknown-bundle";
/** Where the confirmation page sends a link that names no order: app/[locale]/(shop)/unknown-order/page.tsx. */
export const UNKNOWN_ORDER_PATH = "/unknown-order";
const UNKNOWN_PAGES = { products: UNKNOWN_PRODUCT_PATH, bundles: UNKNOWN_BUNDLE_PATH };

/** `/products/<slug>` or `/bundles/<slug>` in English, under `/ar` in Arabic. */
const CATALOGUE_PATH = /^(?:\/(ar))?\/(products|bundles)\/([^/]+)$/;
/** The prerendered not-found pages, asked for directly (the confirmation page redirects to one): always a 404. */
const UNKNOWN_PAGE_PATH = /^(?:\/ar)?\/unknown-(?:product|bundle|order)$/;

/**
 * The catalogue pages the build prerendered (`/products/matcha-clay-mask`, ...), from its prerender manifest: the
 * build's own list of known slugs, so a product added to content/ is known as soon as it is built.
 * @param {string} distDir the build folder, `.next`
 * @returns {Set<string>}
 */
export function prerenderedPaths(distDir) {
  const manifest = JSON.parse(readFileSync(path.join(distDir, "prerender-manifest.json"), "utf8"));
  return new Set(Object.keys(manifest.routes ?? {}));
}

/**
 * The request target to hand to Next.js instead of `url` when it names a product or bundle the build does not know,
 * else null.
 * @param {string} url the request target, e.g. `/products/no-such-thing?x=1`
 * @param {Set<string>} known prerendered paths
 * @returns {string | null}
 */
export function unknownCatalogueTarget(url, known) {
  const [pathname = "/", query] = url.split(/\?(.*)/s, 2);
  let decoded;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return null;
  }
  // The not-found pages, asked for directly, are just as unknown: they too answer 404.
  let target = UNKNOWN_PAGE_PATH.test(decoded) ? decoded : null;
  const entry = CATALOGUE_PATH.exec(decoded);
  // The build lists pages under their locale segment (`/en/products/...`, `/ar/bundles/...`).
  if (entry && !known.has(`/${entry[1] ?? "en"}/${entry[2]}/${entry[3]}`) && !known.has(decoded)) {
    target = `${entry[1] ? "/ar" : ""}${UNKNOWN_PAGES[/** @type {"products" | "bundles"} */ (entry[2])]}`;
  }
  if (!target) return null;
  return query === undefined ? target : `${target}?${query}`;
}

/** Any 404 the shop sends: no cache, shared or private, may keep it (a junk URL must never become a stored page). */
export const NOT_FOUND_HEADERS = { "Cache-Control": "private, no-store" };

/**
 * Makes every 404 of `response` (and, with `notFound`, every answer for an unknown catalogue entry) uncacheable,
 * whatever caching Next.js gives it (its prerendered 404 pages carry `s-maxage`); with `notFound`, a 200 (the
 * prerendered not-found page) answers 404 too. Both are decided in writeHead, which Node calls (or Next.js does) just
 * before the headers go out.
 * @param {import("node:http").ServerResponse} response
 * @param {{ notFound?: boolean }} [options]
 */
export function keepNotFoundUncached(response, { notFound = false } = {}) {
  const writeHead = response.writeHead;
  response.writeHead = function writeHeadUnlessCachedNotFound(statusCode, ...rest) {
    const status = notFound && statusCode === 200 ? 404 : statusCode;
    if (notFound || status === 404) {
      for (const [name, value] of Object.entries(NOT_FOUND_HEADERS)) this.setHeader(name, value);
      // Headers passed to writeHead itself win over setHeader: drop a caching header given there.
      const [maybeHeaders] = rest.length && typeof rest[0] === "string" ? rest.slice(1) : rest;
      if (maybeHeaders && typeof maybeHeaders === "object" && !Array.isArray(maybeHeaders)) {
        for (const key of Object.keys(maybeHeaders)) if (key.toLowerCase() === "cache-control") maybeHeaders[key] = NOT_FOUND_HEADERS["Cache-Control"];
      }
    }
    return writeHead.call(this, status, ...rest);
  };
}
