"use client";

import { useLocale } from "./locale-provider";

/** Sends the page's locale with a form, so its server action answers (and e-mails) in the shopper's language. */
export function LocaleField() {
  return <input type="hidden" name="locale" value={useLocale()} />;
}
