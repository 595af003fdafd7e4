import "server-only";
import { cache } from "react";

import { defaultLocale, type Locale } from "./locales";

/**
 * The locale of the request being rendered, for server components deep in the tree that are not handed it as a
 * prop. React's per-request cache keeps it per render, so static pages stay static (no headers or cookies read).
 * Every layout and page of a locale segment calls `setRequestLocale` with its `params.locale` first.
 */
const holder = cache((): { locale: Locale } => ({ locale: defaultLocale }));

export function setRequestLocale(locale: Locale): void {
  holder().locale = locale;
}

export function getRequestLocale(): Locale {
  return holder().locale;
}
