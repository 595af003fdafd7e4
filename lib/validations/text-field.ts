import { z } from "zod";

import { textFieldMessages } from "@/content/messages/text-field";
import type { Locale } from "@/lib/i18n/locales";

// NUL: PostgreSQL's text cannot hold it (the query fails, a 500). A lone UTF-16 surrogate is not text at all: it
// cannot be encoded into a header, an e-mail or a PDF. A well-formed pair (an emoji) is one code point, not \p{Cs}.
const UNSTORABLE = /\u0000|\p{Cs}/u;

export const isStorableText = (value: string): boolean => !UNSTORABLE.test(value);

/**
 * Where every text field's rules start: a string that holds no NUL and no lone surrogate, refused with a field
 * message in the form's language before any other rule reads it. `required` is the message for a missing value.
 */
export function textField(locale: Locale, required?: string) {
  return z.string(required).refine(isStorableText, { message: textFieldMessages[locale].unstorable, abort: true });
}
