import type { MetadataRoute } from "next";

import { languageAlternates } from "@/lib/i18n/alternates";
import { localizedPath, locales } from "@/lib/i18n/locales";
import { absoluteUrl } from "@/lib/seo/absolute-url";
import { getCommerce } from "@/lib/commerce";
import { staticRoutes } from "@/lib/seo/site-routes";

/**
 * Every indexable page once per language, each entry naming all its language versions (hreflang, x-default). The
 * products and bundles are those the catalogue lists now (a hidden one leaves the sitemap), under its cache tag.
 */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const { sellable } = await getCommerce().getCatalogue("en");
  return [...staticRoutes, ...sellable.map((item) => item.href)].flatMap((path) => {
    const languages = Object.fromEntries(
      Object.entries(languageAlternates(path)).map(([language, href]) => [language, absoluteUrl(href)]),
    );
    return locales.map((locale) => ({
      url: absoluteUrl(localizedPath(locale, path)),
      changeFrequency: path === "/" || path.startsWith("/products") ? ("weekly" as const) : ("monthly" as const),
      priority: path === "/" ? 1 : path.startsWith("/products") || path.startsWith("/bundles") ? 0.8 : 0.5,
      alternates: { languages },
    }));
  });
}
