"use client";

import { createContext, useContext } from "react";

import { defaultLocale, type Locale } from "@/lib/i18n/locales";

const LocaleContext = createContext<Locale>(defaultLocale);

/**
 * Hands the page's locale to client components; they pick their texts with `useLocale()` from a `byLocale` dictionary.
 */
export function LocaleProvider({ locale, children }: Readonly<{ locale: Locale; children: React.ReactNode }>) {
  return <LocaleContext.Provider value={locale}>{children}</LocaleContext.Provider>;
}

export function useLocale(): Locale {
  return useContext(LocaleContext);
}
