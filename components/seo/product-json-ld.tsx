import { localizedPath } from "@/lib/i18n/locales";
import { getRequestLocale } from "@/lib/i18n/request-locale";
import { productStructuredData, type ProductStructuredDataInput } from "@/lib/seo/product-structured-data";
import { JsonLd } from "./json-ld";

/** schema.org Product for products and bundles alike; `path` without the locale prefix. */
export function ProductJsonLd({ item }: { item: ProductStructuredDataInput }) {
  const locale = getRequestLocale();
  return <JsonLd data={productStructuredData({ ...item, path: localizedPath(locale, item.path) }, locale)} />;
}
