import { localizedPath } from "@/lib/i18n/locales";
import { getRequestLocale } from "@/lib/i18n/request-locale";
import { absoluteUrl } from "@/lib/seo/absolute-url";
import { pageName } from "@/lib/seo/page-names";
import { JsonLd } from "./json-ld";

/** A crumb's path is locale-free ("/about"); without a name it takes the page's name in the page's language. */
export type BreadcrumbItem = { name?: string; path: string };

export function BreadcrumbJsonLd({ items }: { items: BreadcrumbItem[] }) {
  const locale = getRequestLocale();
  return (
    <JsonLd
      data={{
        "@type": "BreadcrumbList",
        itemListElement: items.map((item, index) => ({
          "@type": "ListItem",
          position: index + 1,
          name: item.name ?? pageName(locale, item.path),
          item: absoluteUrl(localizedPath(locale, item.path)),
        })),
      }}
    />
  );
}
