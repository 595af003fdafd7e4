import type { NextConfig } from "next";

const securityHeaders = [
  { key: "X-Content-Type-Options", value: "nosniff" },
  { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
  { key: "X-Frame-Options", value: "DENY" },
  { key: "Permissions-Policy", value: "camera=(), microphone=(), geolocation=()" },
];

const nextConfig: NextConfig = {
  // PGlite ships WASM and resolves files at run time; bundling it breaks the build. rate-limiter-flexible imports
  // drizzle-orm by a computed name at run time, which only works from node_modules.
  serverExternalPackages: ["@electric-sql/pglite", "rate-limiter-flexible"],
  poweredByHeader: false,
  images: {
    formats: ["image/avif", "image/webp"],
  },
  async headers() {
    // Back office and account pages are per person: never indexed, never stored by a shared cache.
    const privatePage = [
      { key: "X-Robots-Tag", value: "noindex, nofollow" },
      { key: "Cache-Control", value: "private, no-store" },
    ];
    return [
      { source: "/:path*", headers: securityHeaders },
      { source: "/admin", headers: privatePage },
      { source: "/admin/:path*", headers: privatePage },
      { source: "/account", headers: privatePage },
      { source: "/account/:path*", headers: privatePage },
    ];
  },
};

export default nextConfig;
