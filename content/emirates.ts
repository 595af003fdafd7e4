import type { Locale } from "@/lib/i18n/locales";

import { emirateNames as arabicNames } from "./ar/emirates";
import { emirates, type Emirate } from "./emirate-list";

// The list lives in its own file so the Arabic names can be typed against it without importing this one back.
export { emirates, type Emirate };

/**
 * The emirates for a form in a locale: `value` is what the form submits and the order stores (always the English
 * name above, so validation and orders do not depend on the language); `label` is what the shopper reads.
 * Lives here, not in content/localized.ts, so a client component gets seven names and not the whole catalogue.
 */
export function emiratesIn(locale: Locale): { value: Emirate; label: string }[] {
  return emirates.map((value) => ({ value, label: locale === "ar" ? arabicNames[value] : value }));
}
