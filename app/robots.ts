import type { MetadataRoute } from "next";

import { absoluteUrl } from "@/lib/seo/absolute-url";
import { disallowedPrefixes } from "@/lib/seo/site-routes";

export default function robots(): MetadataRoute.Robots {
  return {
    rules: { userAgent: "*", allow: "/", disallow: [...disallowedPrefixes] },
    sitemap: absoluteUrl("/sitemap.xml"),
  };
}
