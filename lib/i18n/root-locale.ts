import { locale as rootLocaleParam } from "next/root-params";

import { defaultLocale, isLocale, type Locale } from "./locales";

/**
 * The locale of the root segment, for the files Next.js renders without params (not-found.tsx). Pages and layouts
 * use resolvePageLocale(params) instead, which also serves the synchronous getRequestLocale() below them.
 */
export async function rootLocale(): Promise<Locale> {
  const value = await rootLocaleParam();
  return isLocale(value) ? value : defaultLocale;
}
