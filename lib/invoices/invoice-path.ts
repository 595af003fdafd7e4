import { localizedPath, type Locale } from "@/lib/i18n/locales";

/** The page of an issued invoice or credit note; its unguessable token is the only key, as for an order's confirmation. */
export function invoicePath(locale: Locale, publicToken: string): string {
  return `${localizedPath(locale, "/invoice")}?document=${encodeURIComponent(publicToken)}`;
}
