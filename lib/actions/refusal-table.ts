import type { ByLocale } from "@/content/by-locale";
import { refusalMessages } from "@/content/messages/refusals";
import type { Locale } from "@/lib/i18n/locales";

/** The words of one refusal code; a throttle's may name the wait. */
export type RefusalText = string | ((retryAfterSeconds: number) => string);

/** The codes the action client answers by itself, before or around an action's work. */
export type PipelineCode = keyof (typeof refusalMessages)["en"];
export const pipelineCodes = Object.keys(refusalMessages.en) as PipelineCode[];

/**
 * An action's refusal codes, each worded in every locale. A pipeline code in the table words that refusal this
 * action's way (the account forms' throttle names the minutes); the others fall back to the default table.
 */
export type RefusalTable<C extends string = string> = ByLocale<Readonly<Record<C, RefusalText>>>;

/** The one mapping from a code to the caller's words: the action's table, then the default one. */
export function wordRefusal(locale: Locale, code: string, table?: RefusalTable, retryAfterSeconds = 0): string {
  const defaults: Readonly<Record<string, RefusalText>> = refusalMessages[locale];
  const text = table?.[locale][code] ?? defaults[code] ?? refusalMessages[locale].unexpected;
  return typeof text === "function" ? text(retryAfterSeconds) : text;
}
