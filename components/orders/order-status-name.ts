import { trackOrderMessages } from "@/content/messages/track-order";
import type { Locale } from "@/lib/i18n/locales";
import { statusLabel } from "./order-status-tone";

/**
 * A status as the shopper's language names it. English keeps the status's own words ('partially_refunded' reads
 * 'Partially refunded'), as it always has; Arabic uses the dictionary's name, and "unknown" for a status it lacks,
 * never the English words.
 */
export function orderStatusName(status: string | null | undefined, locale: Locale): string {
  if (locale === "en") return statusLabel(status);
  const { statusNames, unknownStatus } = trackOrderMessages[locale].result;
  const names: Readonly<Record<string, string>> = statusNames;
  return names[(status ?? "").trim().toLowerCase()] ?? unknownStatus;
}
