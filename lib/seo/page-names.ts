import { layoutMessages, navigation } from "@/content/messages/layout";
import { productMessages } from "@/content/messages/product";
import type { Locale } from "@/lib/i18n/locales";

/**
 * The name of a shop page in a locale, taken from texts that already name it (the breadcrumb's home and products,
 * the header's navigation, the footer's links), so breadcrumbs and structured data need no second translation.
 */
export function pageName(locale: Locale, path: string): string {
  const crumbs = productMessages[locale].breadcrumb;
  if (path === "/") return crumbs.home;
  if (path === "/collection") return crumbs.products;
  const { footer } = layoutMessages[locale];
  const links = [...navigation[locale], ...footer.links.help, ...footer.links.company, ...footer.links.legal];
  return links.find((link) => link.href === path)?.label ?? path;
}
