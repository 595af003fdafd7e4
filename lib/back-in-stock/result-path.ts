import { localizedPath, type Locale } from "@/lib/i18n/locales";

/** What the result page says after the form: sent, or why nothing was stored. */
export type BackInStockFormProblem = "invalid" | "throttled" | "unexpected";

/** The small page the form lands on (the product page stays prerendered); `product` leads back to it. */
export function backInStockResultPath(locale: Locale, product: string | undefined, problem?: BackInStockFormProblem) {
  const query = new URLSearchParams();
  if (product && /^[a-z0-9-]{1,80}$/.test(product)) query.set("product", product);
  if (problem) query.set("problem", problem);
  const search = query.toString();
  return localizedPath(locale, `/notify-me/sent${search ? `?${search}` : ""}`);
}
