/**
 * The shop's languages. English keeps today's paths; Arabic lives under /ar. Everything locale-aware (routing,
 * dictionaries, formatting, e-mails) takes a `Locale` from here, so adding a language is one list to extend.
 */
export const locales = ["en", "ar"] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = "en";

export function isLocale(value: unknown): value is Locale {
  return typeof value === "string" && (locales as readonly string[]).includes(value);
}

export function textDirection(locale: Locale): "ltr" | "rtl" {
  return locale === "ar" ? "rtl" : "ltr";
}

/**
 * The public path of a page in a locale: `/collection` stays as is in English and becomes `/ar/collection` in Arabic.
 */
export function localizedPath(locale: Locale, path: string): string {
  const clean = path.startsWith("/") ? path : `/${path}`;
  if (locale === defaultLocale) return clean;
  // The home page with a fragment or query (`/#faq`, `/?x=1`) becomes `/ar#faq`, never `/ar/#faq`.
  return clean === "/" || clean.startsWith("/#") || clean.startsWith("/?")
    ? `/${locale}${clean.slice(1)}`
    : `/${locale}${clean}`;
}

/** Splits a public path into its locale and the locale-free path (`/ar/cart` → ar, `/cart`). */
export function splitLocalePath(path: string): { locale: Locale; path: string } {
  const match = /^\/([a-z]{2})(?=[/?#]|$)(.*)$/.exec(path);
  if (match && isLocale(match[1]) && match[1] !== defaultLocale) {
    const rest = match[2] ?? "";
    // `/ar#faq` and `/ar?x=1` are the Arabic home page with a fragment or query.
    return { locale: match[1], path: rest === "" ? "/" : rest.startsWith("/") ? rest : `/${rest}` };
  }
  return { locale: defaultLocale, path };
}
