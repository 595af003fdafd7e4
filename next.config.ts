import type { NextConfig } from "next";

import { contentSecurityPolicy, imageHostsFromEnv } from "./lib/http/content-security-policy.mjs";
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
    ];
  },
};

export default nextConfig;
