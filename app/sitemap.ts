import type { MetadataRoute } from "next";

import { absoluteUrl } from "@/lib/seo/absolute-url";
import { indexableRoutes } from "@/lib/seo/site-routes";

export default function sitemap(): MetadataRoute.Sitemap {
  return indexableRoutes.map((path) => ({
    url: absoluteUrl(path),
    changeFrequency: path === "/" || path.startsWith("/products") ? "weekly" : "monthly",
    priority: path === "/" ? 1 : path.startsWith("/products") || path.startsWith("/bundles") ? 0.8 : 0.5,
  }));
}
