import type { TrackOrderField } from "@/lib/validations/track-order";
import type { OrderLookupResult } from "./order-lookup-shape";

/** How the last lookup ended; the form picks its toast and focus target from it. */
export type TrackOrderOutcome = "idle" | "found" | "not_found" | "invalid" | "throttled" | "error";

export type TrackOrderState = {
  ok: boolean;
  outcome: TrackOrderOutcome;
  message: string | null;
  fieldErrors: Partial<Record<TrackOrderField, string>>;
  result: OrderLookupResult | null;
  /** The shopper's entries, so a submit made before JavaScript loaded refills the form. */
  values: Partial<Record<TrackOrderField, string>>;
};

export const initialTrackOrderState: TrackOrderState = {
  ok: false,
  outcome: "idle",
  message: null,
  fieldErrors: {},
  result: null,
  values: {},
};

/** The form's fields in page order: the first one with an error receives focus. */
export const trackOrderFields = ["email", "orderNumber"] as const satisfies readonly TrackOrderField[];
