"use client";

import Link from "next/link";
import type { ComponentProps } from "react";

import { useLocale } from "@/components/i18n/locale-provider";
import { defaultLocale, localizedPath, splitLocalePath } from "@/lib/i18n/locales";

/**
 * A site path in the page's locale; outside links, fragments and paths that already carry a locale stay as they are.
 */
export function hrefInLocale(href: string, locale: ReturnType<typeof useLocale>): string {
  if (!href.startsWith("/") || href.startsWith("//")) return href;
  if (splitLocalePath(href).locale !== defaultLocale) return href;
  return localizedPath(locale, href);
}

/**
 * next/link that keeps an Arabic shopper in /ar: components write the English path ("/collection") and the link
 * takes the locale of the page it is on. Server and client components use it alike (the locale comes from the
 * LocaleProvider in the root layout).
 */
export function LocalizedLink({ href, ...props }: ComponentProps<typeof Link>) {
  const locale = useLocale();
  return <Link href={typeof href === "string" ? hrefInLocale(href, locale) : href} {...props} />;
}
