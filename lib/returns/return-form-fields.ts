/** The request form names its unit fields line0 … line19, by the order line's position (as the refund form does). */
export const MAX_RETURN_LINES = 20;

export const returnRequestFields = [
  "email",
  "orderNumber",
  "requestKey",
  "reason",
  "note",
  ...Array.from({ length: MAX_RETURN_LINES }, (_, index) => `line${index}`),
] as const;

export type ReturnRequestField = (typeof returnRequestFields)[number];
