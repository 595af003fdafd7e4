import { z } from "zod";

import { defaultLocale, locales, type Locale } from "./locales";

/** The shopper's locale as a form or an action call sends it; anything missing or unknown answers in English. */
export const localeFieldSchema = z.enum(locales).catch(defaultLocale);

/** The `locale` field of a submitted form (the hidden input of `<LocaleField />`). */
export function readFormLocale(formData: unknown): Locale {
  return localeFieldSchema.parse(formData instanceof FormData ? formData.get("locale") : undefined);
}
