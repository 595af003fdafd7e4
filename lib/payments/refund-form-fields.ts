/** The refund form names its unit fields line0 … line19: an order has at most one line per product of the catalogue. */
export const MAX_ORDER_LINES_REFUNDED = 20;

export const refundFormFields = [
  "orderId",
  "requestKey",
  "scope",
  "shipping",
  "reason",
  ...Array.from({ length: MAX_ORDER_LINES_REFUNDED }, (_, index) => `line${index}`),
] as const;
