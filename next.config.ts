import path from "node:path";

import type { NextConfig } from "next";

import { addCompileHints } from "./lib/build/compile-hints.mjs";
import { contentSecurityPolicy, imageHostsFromEnv } from "./lib/http/content-security-policy.mjs";
import { checkoutHostsFromEnv, securityHeaders } from "./lib/http/security-headers.mjs";

const nextConfig: NextConfig = {
  // PGlite ships WASM and resolves files at run time; bundling it breaks the build. rate-limiter-flexible imports
  // drizzle-orm by a computed name at run time, which only works from node_modules.
  serverExternalPackages: ["@electric-sql/pglite", "rate-limiter-flexible"],
  poweredByHeader: false,
  // Only for scripts/bundle-modules.mjs, which reads them to say which modules fill each chunk; never in a deploy.
  productionBrowserSourceMaps: process.env.BUNDLE_SOURCE_MAPS === "1",
  // scripts/test-all.sh has just run `npm run typecheck` (tsc over the same tsconfig) when it builds, so it sets
  // SKIP_BUILD_TYPECHECK=1 to spare CI a second full type check; every other build checks types itself.
  typescript: { ignoreBuildErrors: process.env.SKIP_BUILD_TYPECHECK === "1" },
  // Several instances (npm run start:cluster) share Next.js's cache through Redis, so a revalidateTag on one reaches all;
  // read when each server starts, not only at build time. Without REDIS_URL, Next.js's own per-process cache.
  ...(process.env.REDIS_URL && { cacheHandler: path.join(process.cwd(), "lib/cache/redis-cache-handler.mjs"), cacheMaxMemorySize: 0 }),
  // Every browser script starts with V8's compile hint (lib/build/compile-hints.mjs), whatever runs the build.
  compiler: {
    runAfterProductionCompile: async ({ distDir }) => {
      addCompileHints(distDir);
    },
  },
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
      beforeFiles: [],
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
    const headers = securityHeaders({ production, formActionHosts }).filter(({ key }) => key !== "Content-Security-Policy");
    const staticPolicy = contentSecurityPolicy({ development: !production, formActionHosts, imageHosts: imageHostsFromEnv() });
    return [
      { source: "/:path*", headers },
      // server.mjs puts the page's policy (with a fresh nonce where one is due) on the request, where Next.js reads the
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
    ];
  },
};

export default nextConfig;
