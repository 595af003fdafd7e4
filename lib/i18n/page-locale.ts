import "server-only";

import { notFound } from "next/navigation";

import { isLocale, type Locale } from "./locales";
import { setRequestLocale } from "./request-locale";

export type LocaleParams = Promise<{ locale: string }>;

/**
 * Every layout and page under app/[locale] starts with this: it reads the segment, remembers it for the server
 * components below (getRequestLocale) and hands it back. A first segment that is no locale (an unknown /api/...
 * path, say) is the site's 404: thrown from the root layout, Next.js answers with app/global-not-found.tsx.
 */
export async function resolvePageLocale(params: LocaleParams): Promise<Locale> {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  setRequestLocale(locale);
  return locale;
}
