import { localizedPath, type Locale } from "@/lib/i18n/locales";

/** The confirmation page for a link's `r` and `t`, with the problem of the last press when there was one. */
export function backInStockConfirmPath(
  locale: Locale,
  link: { r?: string; t?: string },
  problem?: "throttled",
): string {
  const query = new URLSearchParams({ r: link.r ?? "", t: link.t ?? "" });
  if (problem) query.set("problem", problem);
  return localizedPath(locale, `/notify-me/confirm?${query.toString()}`);
}
