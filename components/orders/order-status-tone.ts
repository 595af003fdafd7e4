import { trackOrderMessages } from "@/content/messages/en/track-order";

export type StatusTone = "green" | "yellow" | "blue" | "orange" | "grey";

const normalize = (status: string | null | undefined) => (status ?? "").trim().toLowerCase();

/** Payment and order badges: paid green, pending yellow, anything else grey. */
export function paymentStatusTone(status: string | null | undefined): StatusTone {
  const value = normalize(status);
  if (value === "paid") return "green";
  if (value === "pending") return "yellow";
  return "grey";
}

/** Fulfillment badges: fulfilled green, partial blue, unfulfilled orange, anything else grey. */
export function fulfillmentStatusTone(status: string | null | undefined): StatusTone {
  const value = normalize(status);
  if (value === "fulfilled") return "green";
  if (value === "partial") return "blue";
  if (value === "unfulfilled") return "orange";
  return "grey";
}

/**
 * The order badge of a cash-on-delivery order shows its lifecycle stage, coloured as the spec colours order badges:
 * delivered (paid) green, still under way (pending) yellow, cancelled or refused grey.
 */
export function codStageTone(stage: string): StatusTone {
  if (stage === "delivered") return "green";
  if (stage === "placed" || stage === "confirmed" || stage === "shipped") return "yellow";
  return "grey";
}

// The 800 shade on the 100 tint keeps about 6:1 contrast, above AA for small text.
export const toneClasses: Record<StatusTone, string> = {
  green: "bg-green-100 text-green-800",
  yellow: "bg-yellow-100 text-yellow-800",
  blue: "bg-blue-100 text-blue-800",
  orange: "bg-orange-100 text-orange-800",
  grey: "bg-gray-100 text-gray-800",
};

/** 'partially_refunded' reads as 'Partially refunded'. */
export function statusLabel(status: string | null | undefined): string {
  const words = normalize(status).replace(/[_-]+/g, " ").trim();
  return words ? words[0]!.toUpperCase() + words.slice(1) : trackOrderMessages.result.unknownStatus;
}
