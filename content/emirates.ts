import type { Locale } from "@/lib/i18n/locales";

import { emirateNames as arabicNames } from "./ar/emirates";

/** The seven emirates, as shoppers write them; cash on delivery ships to these only. */
export const emirates = ["Abu Dhabi", "Dubai", "Sharjah", "Ajman", "Umm Al Quwain", "Ras Al Khaimah", "Fujairah"] as const;

export type Emirate = (typeof emirates)[number];

/**
 * The emirates for a form in a locale: `value` is what the form submits and the order stores (always the English
 * name above, so validation and orders do not depend on the language); `label` is what the shopper reads.
 * Lives here, not in content/localized.ts, so a client component gets seven names and not the whole catalogue.
 */
export function emiratesIn(locale: Locale): { value: Emirate; label: string }[] {
  return emirates.map((value) => ({ value, label: locale === "ar" ? arabicNames[value] : value }));
}
