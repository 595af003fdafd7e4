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
    return [{ source: "/:path*", headers }];
  },
};

export default nextConfig;
