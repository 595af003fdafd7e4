// Kept free of Next.js and of path aliases: server.ts labels every request with it.
//
// A label value per distinct path would grow without end (every product slug, order token, crawler's guess), so a
// request is labelled with the route pattern Next.js will answer it from, taken from the build's routes manifest:
// /products/matcha-clay-mask is `/[locale]/products/[slug]`. Whatever matches no route is `unmatched`; Next.js's
// assets are one label each kind. The label set is the build's routes plus a handful.

import type { RoutesManifest } from "../next-private-interfaces.ts";

export type { RoutesManifest };

export const UNMATCHED_ROUTE = "unmatched";

/**
 * The shop's pages live under app/[locale] and an unprefixed path is English: next.config.ts's afterFiles rewrite,
 * applied after the fixed routes were tried, as Next.js does.
 */
const unprefixed = /^\/(?!api(?:\/|$)|admin(?:\/|$)|ar(?:\/|$)|en(?:\/|$)|_next\/)/;

export const PUBLIC_FILE_ROUTE = "public";

/**
 * `publicFiles` are the paths of public/ (served as they are, before any rewrite): one label for all of them.
 */
export function createRouteLabeller(
  manifest: RoutesManifest | null,
  publicFiles: ReadonlySet<string> = new Set(),
): (pathname: string) => string {
  const fixed = new Set((manifest?.staticRoutes ?? []).map((route) => route.page));
  const dynamic = (manifest?.dynamicRoutes ?? []).map((route) => ({
    page: route.page,
    regex: new RegExp(route.regex),
  }));
  return (pathname) => {
    if (pathname.startsWith("/_next/static/")) return "/_next/static";
    if (pathname.startsWith("/_next/image")) return "/_next/image";
    if (pathname.startsWith("/_next/")) return "/_next";
    const path = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
    // Next.js's order: fixed routes and files first, then the rewrite, then the dynamic routes.
    if (fixed.has(path)) return path;
    if (publicFiles.has(path)) return PUBLIC_FILE_ROUTE;
    const routed = path === "/" ? "/en" : unprefixed.test(path) ? `/en${path}` : path;
    if (fixed.has(routed)) return routed;
    return dynamic.find((route) => route.regex.test(routed))?.page ?? UNMATCHED_ROUTE;
  };
}

/** The path Next.js routes on: no query, no fragment, decoded (the request guard has refused what does not decode). */
export function pathnameOf(url: string | undefined): string {
  const path = (url ?? "/").split(/[?#]/, 1)[0] || "/";
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}
