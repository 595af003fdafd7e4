import { execFileSync } from "node:child_process";
import path from "node:path";

import type { NextConfig } from "next";

import { activeBundles } from "./content/bundles";
import { products } from "./content/products";
import { contentSecurityPolicy, imageHostsFromEnv } from "./lib/http/content-security-policy";
import { checkoutHostsFromEnv, securityHeaders } from "./lib/http/security-headers";
import {
  unknownCatalogueHeaders,
  unknownCatalogueRewrites,
  type CatalogueSlugs,
} from "./lib/http/unknown-catalogue-path";

/**
 * Names this build for Next.js's version-skew protection: a browser still running the previous release's scripts
 * gets a hard navigation instead of asking the new servers for chunks and actions they do not have. DEPLOYMENT_ID
 * (the Dockerfile passes it as a build argument) wins; otherwise the commit being built; otherwise none.
 */
function deploymentId(): string | undefined {
  if (process.env.DEPLOYMENT_ID) return process.env.DEPLOYMENT_ID;
  try {
    return (
      execFileSync("git", ["rev-parse", "--short=12", "HEAD"], {
        encoding: "utf8",
        stdio: ["ignore", "pipe", "ignore"],
      }).trim() || undefined
    );
  } catch {
    return undefined;
  }
}

/** The catalogue pages the build prerenders (products/[slug] and bundles/[slug] list the same in generateStaticParams). */
const catalogueSlugs: CatalogueSlugs = {
  products: products.map(({ slug }) => slug),
  bundles: activeBundles.map(({ slug }) => slug),
};

const nextConfig: NextConfig = {
  // .next/standalone holds the server with only the files it needs; scripts/deploy/assemble-standalone.mjs adds the
  // shop's own server (server.ts), its static files and migrations, and deploy/ runs it (docs/deploy.md).
  output: "standalone",
  deploymentId: deploymentId(),
  // PGlite ships WASM and resolves files at run time; bundling it breaks the build. rate-limiter-flexible imports
  // drizzle-orm by a computed name at run time, which only works from node_modules. twilio fails on import when
  // Turbopack bundles it ("Cannot read properties of undefined (reading 'prototype')", twilio/twilio-node#1152).
  serverExternalPackages: ["@electric-sql/pglite", "rate-limiter-flexible", "prom-client", "twilio"],
  poweredByHeader: false,
  // Only for scripts/bundle-modules.mjs, which reads them to say which modules fill each chunk; never in a deploy.
  productionBrowserSourceMaps: process.env.BUNDLE_SOURCE_MAPS === "1",
  // scripts/test-all.sh has just run `npm run typecheck` (tsc over the same tsconfig) when it builds, so it sets
  // SKIP_BUILD_TYPECHECK=1 to spare CI a second full type check; every other build checks types itself.
  typescript: { ignoreBuildErrors: process.env.SKIP_BUILD_TYPECHECK === "1" },
  // Several instances (npm run start:cluster) share Next.js's cache through Redis, so a revalidateTag on one reaches all.
  // server.ts applies the same rule from REDIS_URL when each server starts (it runs on the build's resolved config).
  // Without REDIS_URL, Next.js's own cache: memory and the build folder (server.ts: PAGE_CACHE=memory keeps it in memory).
  ...(process.env.REDIS_URL && {
    cacheHandler: path.join(process.cwd(), "lib/cache/redis-cache-handler.mjs"),
    cacheMaxMemorySize: 0,
  }),
  images: {
    formats: ["image/avif", "image/webp"],
  },
  // Paths that match no layout at all (an unknown /admin/... page, say) get app/global-not-found.tsx; unknown shop
  // paths in either language get their locale's not-found page from app/[locale]/[...missing].
  experimental: { globalNotFound: true },
  async redirects() {
    // English has no prefix: /en/... is the same page under a second address, so it moves for good.
    return [
      { source: "/en", destination: "/", permanent: true },
      { source: "/en/:path*", destination: "/:path*", permanent: true },
    ];
  },
  async rewrites() {
    // The shop's pages live under app/[locale]; an unprefixed path is English. `afterFiles` runs once Next.js has
    // looked for a file or a fixed route (public images, /_next assets, /api/health, /robots.txt, /sitemap.xml), so
    // only paths that would otherwise reach a dynamic route are rewritten, with no proxy.ts round on every request.
    // /api and /admin have dynamic routes of their own and /ar is already prefixed, so they are left alone.
    return {
      // Unknown product and bundle slugs go to their prerendered not-found page (lib/http/unknown-catalogue-path.ts).
      // App Router folders cannot start with a dot, so the Apple Pay verification file is a route of its own.
      beforeFiles: [
        ...unknownCatalogueRewrites(catalogueSlugs),
        {
          source: "/.well-known/apple-developer-merchantid-domain-association",
          destination: "/api/payments/apple-pay-domain",
        },
      ],
      afterFiles: [
        { source: "/", destination: "/en" },
        { source: "/:path((?!api(?:/|$)|admin(?:/|$)|ar(?:/|$)|en(?:/|$)|_next/).*)", destination: "/en/:path" },
      ],
      fallback: [],
    };
  },
  async headers() {
    const privatePage = [
      { key: "X-Robots-Tag", value: "noindex, nofollow" },
      { key: "Cache-Control", value: "private, no-store" },
    ];
    const production = process.env.NODE_ENV === "production";
    const formActionHosts = checkoutHostsFromEnv();
    const headers = securityHeaders({ production, formActionHosts }).filter(
      ({ key }) => key !== "Content-Security-Policy",
    );
    const staticPolicy = contentSecurityPolicy({
      development: !production,
      formActionHosts,
      imageHosts: imageHostsFromEnv(),
    });
    return [
      { source: "/:path*", headers },
      // server.ts puts the page's policy (with a fresh nonce where one is due) on the request, where Next.js reads the
      // nonce, and on the response; it must not be overwritten here. Under `next dev` or `next start` nobody sets it,
      // so every page gets the static policy, which needs no nonce.
      {
        source: "/:path*",
        missing: [{ type: "header", key: "content-security-policy" }],
        headers: [{ key: "Content-Security-Policy", value: staticPolicy }],
      },
      // Back office and account pages are per person: never indexed, never stored by a shared cache.
      { source: "/admin", headers: privatePage },
      { source: "/admin/:path*", headers: privatePage },
      { source: "/account", headers: privatePage },
      { source: "/account/:path*", headers: privatePage },
      { source: "/ar/account", headers: privatePage },
      { source: "/ar/account/:path*", headers: privatePage },
      // Not-found answers for the catalogue (unknown slugs, the not-found pages themselves): no cache may keep them.
      ...unknownCatalogueHeaders(catalogueSlugs),
    ];
  },
};

export default nextConfig;
