import { defaultLocale, localizedPath, locales, splitLocalePath, type Locale } from "./locales";

/**
 * The same page in another locale. `pathname` may be a public path (`/collection`, `/ar/collection`) or the rewritten
 * one the server renders English pages under (`/en/collection`), so the link is identical in the prerendered HTML
 * and after hydration.
 */
export function pathInLocale(pathname: string, target: Locale, search = ""): string {
  const unprefixed =
    pathname === `/${defaultLocale}`
      ? "/"
      : pathname.startsWith(`/${defaultLocale}/`)
        ? pathname.slice(defaultLocale.length + 1)
        : pathname;
  const { path } = splitLocalePath(unprefixed);
  const query = search && search !== "?" ? (search.startsWith("?") ? search : `?${search}`) : "";
  return `${localizedPath(target, path)}${query}`;
}

/** The locale a switch offers from `current`: the other one (two languages today). */
export function otherLocale(current: Locale): Locale {
  return locales.find((locale) => locale !== current) ?? defaultLocale;
}
