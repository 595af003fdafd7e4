import type { TrackOrderField } from "@/lib/validations/track-order";
import type { OrderLookupResult } from "./order-lookup-shape";

/** A found order, with the entries that found it, so a lookup posted without JavaScript shows them again. */
export type TrackedOrder = { order: OrderLookupResult; entries: Partial<Record<TrackOrderField, string>> };

/** The form's fields in page order: the first one with an error receives focus. */
export const trackOrderFields = ["email", "orderNumber"] as const satisfies readonly TrackOrderField[];
