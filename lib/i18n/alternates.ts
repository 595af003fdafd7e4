import { defaultLocale, localizedPath, locales, type Locale } from "./locales";

const openGraphLocales: Record<Locale, string> = { en: "en_AE", ar: "ar_AE" };

export function openGraphLocale(locale: Locale): string {
  return openGraphLocales[locale];
}

/** Every other locale's Open Graph code, for `og:locale:alternate`. */
export function alternateOpenGraphLocales(locale: Locale): string[] {
  return locales.filter((other) => other !== locale).map(openGraphLocale);
}

/**
 * The page in every locale, for `<link rel="alternate" hreflang>` and the sitemap: one entry per locale plus
 * `x-default`, which points at the English page (the shop's default for visitors whose language we do not offer).
 */
export function languageAlternates(path: string): Record<Locale | "x-default", string> {
  const entries = locales.map((locale) => [locale, localizedPath(locale, path)] as const);
  return { ...Object.fromEntries(entries), "x-default": localizedPath(defaultLocale, path) } as Record<
    Locale | "x-default",
    string
  >;
}
