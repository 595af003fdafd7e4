"use server";

import { trackOrderMessages } from "@/content/messages/en/track-order";
import { getDb } from "@/lib/db";
import { lookupOrderForTracking, type OrderLookupResult } from "@/lib/orders/lookup-order";
import { trackOrderFields, type TrackOrderState } from "@/lib/orders/track-order-state";
import { getClientIp } from "@/lib/rate-limit/client-ip";
import { createFixedWindowLimiter } from "@/lib/rate-limit/fixed-window";
import { trackOrderSchema, type TrackOrderField } from "@/lib/validations/track-order";

const { outcome, errors } = trackOrderMessages;

// Pairs of e-mail and order number are the only key to an order, so guessing them is slowed down per address.
const lookupLimiter = createFixedWindowLimiter({ limit: 10, windowMs: 60_000 });

function readValues(formData: FormData): TrackOrderState["values"] {
  const values: TrackOrderState["values"] = {};
  for (const field of trackOrderFields) {
    const value = formData.get(field);
    if (typeof value === "string") values[field] = value.slice(0, 300);
  }
  return values;
}

/** Looks up an order by e-mail and order number together; any mismatch reads as the same 'not found'. */
export async function trackOrderAction(_previous: TrackOrderState, formData: FormData): Promise<TrackOrderState> {
  const values = readValues(formData);
  const failed = (state: Pick<TrackOrderState, "outcome" | "message"> & Partial<TrackOrderState>): TrackOrderState => ({
    ok: false,
    fieldErrors: {},
    result: null,
    values,
    ...state,
  });

  const parsed = trackOrderSchema.safeParse(values);
  if (!parsed.success) {
    const fieldErrors: TrackOrderState["fieldErrors"] = {};
    for (const issue of parsed.error.issues) fieldErrors[issue.path[0] as TrackOrderField] ??= issue.message;
    return failed({ outcome: "invalid", message: errors.fieldErrorsSummary, fieldErrors });
  }

  if (!lookupLimiter.take(await getClientIp())) return failed({ outcome: "throttled", message: outcome.throttled });

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
