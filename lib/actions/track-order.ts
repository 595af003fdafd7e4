"use server";

import { trackOrderMessages } from "@/content/messages/track-order";
import { formInput } from "@/lib/actions/action-input";
import { defineAction } from "@/lib/actions/define-action";
import { getDb } from "@/lib/db";
import { lookupOrderForTracking } from "@/lib/orders/lookup-order";
import { localizeOrderLookup } from "@/lib/orders/localize-order-lookup";
import { trackOrderFields, type TrackOrderState } from "@/lib/orders/track-order-state";
import { rateLimits } from "@/lib/rate-limit/limits";
import { trackOrderSchemaFor } from "@/lib/validations/track-order";

const refused = (
  state: Pick<TrackOrderState, "outcome" | "message" | "values"> & Partial<TrackOrderState>,
): TrackOrderState => ({ ok: false, fieldErrors: {}, result: null, ...state });

/** Looks up an order by e-mail and order number together; any mismatch reads as the same 'not found'. */
export const trackOrderAction = defineAction({
  name: "track-order",
  who: "anyone",
  read: formInput(trackOrderFields, 300),
  schema: trackOrderSchemaFor,
  // E-mail and order number together are the only key to an order: guessing is slowed per client and per e-mail.
  limit: async ({ input, clientAddress }) => [
    [rateLimits.trackOrderByClient, await clientAddress()],
    [rateLimits.trackOrderByEmail, input.email.toLowerCase()],
  ],
  answers: (refusal, { locale, values }): TrackOrderState => {
    const { outcome, errors } = trackOrderMessages[locale];
    if (refusal.code === "invalid")
      return refused({
        outcome: "invalid",
        message: errors.fieldErrorsSummary,
        fieldErrors: refusal.fieldErrors,
        values,
      });
    if (refusal.code === "throttled") return refused({ outcome: "throttled", message: outcome.throttled, values });
    return refused({ outcome: "error", message: outcome.serviceError, values });
  },
  work: async ({ input, values, locale }): Promise<TrackOrderState> => {
    const { outcome } = trackOrderMessages[locale];
    const result = await lookupOrderForTracking(await getDb(), input.email, input.orderNumber);
    if (!result) return refused({ outcome: "not_found", message: outcome.notFound, values });
    return {
      ok: true,
      outcome: "found",
      message: outcome.found,
      fieldErrors: {},
      result: localizeOrderLookup(result, locale),
      values,
    };
  },
});
