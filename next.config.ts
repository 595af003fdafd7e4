import type { NextConfig } from "next";

import { checkoutHostsFromEnv, securityHeaders } from "./lib/http/security-headers.mjs";

const nextConfig: NextConfig = {
  // PGlite ships WASM and resolves files at run time; bundling it breaks the build. rate-limiter-flexible imports
  // drizzle-orm by a computed name at run time, which only works from node_modules.
  serverExternalPackages: ["@electric-sql/pglite", "rate-limiter-flexible"],
  poweredByHeader: false,
  images: {
    formats: ["image/avif", "image/webp"],
  },
  async headers() {
    const headers = securityHeaders({ production: process.env.NODE_ENV === "production", formActionHosts: checkoutHostsFromEnv() });
    // Back office and account pages are per person: never indexed, never stored by a shared cache.
    const privatePage = [
      { key: "X-Robots-Tag", value: "noindex, nofollow" },
      { key: "Cache-Control", value: "private, no-store" },
    ];
    return [
      { source: "/:path*", headers },
      { source: "/admin", headers: privatePage },
      { source: "/admin/:path*", headers: privatePage },
      { source: "/account", headers: privatePage },
      { source: "/account/:path*", headers: privatePage },
    ];
  },
};

export default nextConfig;
