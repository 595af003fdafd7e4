"use server";

import { trackOrderMessages } from "@/content/messages/track-order";
import { readFormLocale } from "@/lib/i18n/form-locale";
import { getDb } from "@/lib/db";
import { lookupOrderForTracking, type OrderLookupResult } from "@/lib/orders/lookup-order";
import { trackOrderFields, type TrackOrderState } from "@/lib/orders/track-order-state";
import { fieldErrorsFrom, readFormValues } from "@/lib/forms/form-values";
import { getClientAddress } from "@/lib/rate-limit/client-address";
import { consumeAll } from "@/lib/rate-limit/limit";
import { rateLimits } from "@/lib/rate-limit/limits";
import { trackOrderSchemaFor, type TrackOrderField } from "@/lib/validations/track-order";

/** Looks up an order by e-mail and order number together; any mismatch reads as the same 'not found'. */
export async function trackOrderAction(_previous: TrackOrderState, formData: FormData): Promise<TrackOrderState> {
  const values = readFormValues(formData, trackOrderFields, 300) ?? {};
  const locale = readFormLocale(formData);
  const { outcome, errors } = trackOrderMessages[locale];
  const failed = (state: Pick<TrackOrderState, "outcome" | "message"> & Partial<TrackOrderState>): TrackOrderState => ({
    ok: false,
    fieldErrors: {},
    result: null,
    values,
    ...state,
  });

  const parsed = trackOrderSchemaFor(locale).safeParse(values);
  if (!parsed.success) {
    return failed({ outcome: "invalid", message: errors.fieldErrorsSummary, fieldErrors: fieldErrorsFrom<TrackOrderField>(parsed.error) });
  }

  // E-mail and order number together are the only key to an order: guessing is slowed per client and per e-mail.
  const limited = await consumeAll([
    [rateLimits.trackOrderByClient, await getClientAddress()],
    [rateLimits.trackOrderByEmail, parsed.data.email.toLowerCase()],
  ]);
  if (!limited.ok) return failed({ outcome: "throttled", message: outcome.throttled });

  let result: OrderLookupResult | null;
  try {
    result = await lookupOrderForTracking(await getDb(), parsed.data.email, parsed.data.orderNumber);
  } catch (error) {
    console.error("[track-order] order lookup failed", error);
    return failed({ outcome: "error", message: outcome.serviceError });
  }
  if (!result) return failed({ outcome: "not_found", message: outcome.notFound });
  return { ok: true, outcome: "found", message: outcome.found, fieldErrors: {}, result, values };
}
