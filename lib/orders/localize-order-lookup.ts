import "server-only";

import { bundleTexts } from "@/content/ar/bundles";
import { arabicPlaceNames as arabicPlaces } from "@/content/ar/place-names";
import { productTexts } from "@/content/ar/products";
import { bundles } from "@/content/bundles";
import { products } from "@/content/products";
import type { Locale } from "@/lib/i18n/locales";
import type { OrderLookupResult } from "./order-lookup-shape";

// An order's lines keep the English title the provider gave at checkout (the record), and its address the English
// emirate and country the form submits; an Arabic page shows their Arabic names. A title the catalogue no longer
// knows (a renamed product) keeps the recorded one.
const arabicTitles = new Map<string, string>([
  ...products.flatMap((product) => {
    const name = productTexts[product.slug]?.name;
    return name ? [[product.name, name] as const] : [];
  }),
  ...bundles.flatMap((bundle) => {
    const name = bundleTexts[bundle.slug]?.name;
    return name ? [[bundle.name, name] as const] : [];
  }),
]);
const inArabic = (names: ReadonlyMap<string, string>, value: string | undefined) =>
  value === undefined ? value : (names.get(value) ?? value);

/** The tracking view of an order in the page's language (English is the record as it is). */
export function localizeOrderLookup(result: OrderLookupResult, locale: Locale): OrderLookupResult {
  if (locale !== "ar") return result;
  const area = result.order.delivery_area;
  return {
    order: {
      ...result.order,
      delivery_area: area
        ? {
            ...area,
            city: inArabic(arabicPlaces, area.city),
            province: inArabic(arabicPlaces, area.province),
            country: inArabic(arabicPlaces, area.country),
          }
        : area,
    },
    items: result.items.map((item) => ({ ...item, title: inArabic(arabicTitles, item.title) ?? item.title })),
    returns: result.returns && {
      ...result.returns,
      requests: result.returns.requests.map((request) => ({
        ...request,
        lines: request.lines.map((line) => ({ ...line, title: inArabic(arabicTitles, line.title) ?? line.title })),
      })),
      open: result.returns.open && {
        ...result.returns.open,
        lines: result.returns.open.lines.map((line) => ({
          ...line,
          title: inArabic(arabicTitles, line.title) ?? line.title,
        })),
      },
    },
  };
}
