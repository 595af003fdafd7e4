import "server-only";

import { CommerceError } from "@/lib/commerce/errors";
import { commerceProblemText } from "@/lib/commerce/problem-text";
import type { Locale } from "@/lib/i18n/locales";

/**
 * An expected commerce failure as the shopper reads it, in their language. Anything else is thrown on to the
 * action pipeline (lib/actions/define-action.ts), which logs it once and answers with the generic message.
 */
export function commerceFailureText(error: unknown, locale: Locale): string {
  if (error instanceof CommerceError) return commerceProblemText(error.problem, locale);
  throw error;
}
