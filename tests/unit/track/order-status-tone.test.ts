import { fulfillmentStatusTone, paymentStatusTone, statusLabel } from "@/components/orders/order-status-tone";

describe("status badge colours", () => {
  test.each([
    ["paid", "green"],
    ["PAID", "green"],
    ["pending", "yellow"],
    ["authorized", "grey"],
    ["refunded", "grey"],
    ["partially_paid", "grey"],
    ["open", "grey"],
    ["", "grey"],
  ])("payment/order status %p is %p", (status, tone) => {
    expect(paymentStatusTone(status)).toBe(tone);
  });

  test.each([
    ["fulfilled", "green"],
    ["partial", "blue"],
    ["unfulfilled", "orange"],
    ["Unfulfilled", "orange"],
    ["restocked", "grey"],
    ["", "grey"],
  ])("fulfillment status %p is %p", (status, tone) => {
    expect(fulfillmentStatusTone(status)).toBe(tone);
  });

  test.each([
    ["partially_refunded", "Partially refunded"],
    ["paid", "Paid"],
    ["", "Unknown"],
  ])("status %p reads as %p", (status, label) => {
    expect(statusLabel(status)).toBe(label);
  });
});
