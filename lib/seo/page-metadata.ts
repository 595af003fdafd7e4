import type { Metadata } from "next";

import { brand } from "@/content/brand";
import { alternateOpenGraphLocales, languageAlternates, openGraphLocale } from "@/lib/i18n/alternates";
import { localizedPath, type Locale } from "@/lib/i18n/locales";

type PageMetadataInput = {
  locale: Locale;
  title: string;
  description: string;
  /** Locale-free site path, e.g. "/about"; the canonical and hreflang links get the locale's prefix. */
  path: string;
  /** The home page shows its full title instead of the "%s | Matcha Glow" template. */
  absoluteTitle?: boolean;
  robots?: Metadata["robots"];
  image?: string;
  imageAlt?: string;
};

export function pageMetadata({
  locale,
  title,
  description,
  path,
  absoluteTitle,
  robots,
  image,
  imageAlt,
}: PageMetadataInput): Metadata {
  const fullTitle = absoluteTitle ? title : `${title} | ${brand.name}`;
  const url = localizedPath(locale, path);
  return {
    title: absoluteTitle ? { absolute: title } : title,
    description,
    alternates: { canonical: url, languages: languageAlternates(path) },
    openGraph: {
      title: fullTitle,
      description,
      url,
      siteName: brand.name,
      locale: openGraphLocale(locale),
      alternateLocale: alternateOpenGraphLocales(locale),
      type: "website",
      ...(image ? { images: [{ url: image, alt: imageAlt ?? title }] } : {}),
    },
    twitter: {
      card: image ? "summary_large_image" : "summary",
      title: fullTitle,
      description,
      ...(image ? { images: [image] } : {}),
    },
    ...(robots ? { robots } : {}),
  };
}

/** Pages kept out of search (cart, checkout, accounts) still name their language versions. */
export function privatePageMetadata({
  locale,
  title,
  description,
  path,
}: {
  locale: Locale;
  title: string;
  description?: string;
  path: string;
}): Metadata {
  return {
    title,
    ...(description ? { description } : {}),
    alternates: { canonical: localizedPath(locale, path), languages: languageAlternates(path) },
    robots: { index: false },
  };
}
