import type { Locale } from "@/lib/i18n/locales";

/**
 * One text (or a whole dictionary namespace) in every locale. The Arabic side is typed against the English one,
 * so a missing key or a function taking other arguments fails the type check; tests/unit/i18n checks the values.
 */
export type ByLocale<T> = Readonly<Record<Locale, T>>;

export function byLocale<T>(values: ByLocale<T>): ByLocale<T> {
  return values;
}
