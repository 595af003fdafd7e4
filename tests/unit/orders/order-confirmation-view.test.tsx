/** @jest-environment jsdom */
import { render, screen } from "@testing-library/react";

import { OrderConfirmationView } from "@/components/orders/order-confirmation-view";
import type { OnlinePaymentMethod } from "@/content/payment-methods";
import type { OrderRow } from "@/lib/db/schema";
import type { Locale } from "@/lib/i18n/locales";

let mockLocale: Locale = "en";
jest.mock("@/lib/i18n/request-locale", () => ({ getRequestLocale: () => mockLocale }));

// Issue 32: the private link of a cancelled or refused order said "Order Confirmed!" with a delivery date, and a
// delivered one did not say what was paid or when.
const placedAt = new Date("2026-03-01T08:00:00.000Z");
function order(changes: Partial<OrderRow>): OrderRow {
  return {
    id: "order-1",
    source: "local",
    orderNumber: "#1004",
    publicToken: "token",
    email: "layla@example.com",
    customerName: "Layla Haddad",
    shippingAmount: 0,
    subtotalAmount: 99,
    discountAmount: 0,
    discountCode: null,
    totalAmount: 99,
    vatAmountFils: 471,
    currency: "AED",
    paymentMethod: "cash_on_delivery",
    lifecycleStage: "placed",
    createdAt: placedAt,
    updatedAt: placedAt,
    cancelledAt: null,
    cancelledReason: null,
    refusedAt: null,
    cashCollectedAt: null,
    cashCollectedFils: null,
    deliveredAt: null,
    ...changes,
  } as OrderRow;
}
const show = (row: OrderRow, locale: Locale = "en", paidWith: OnlinePaymentMethod | null = null) => {
  mockLocale = locale;
  render(<OrderConfirmationView confirmation={{ order: row, items: [], paidWith }} />);
};

describe("an order paid online names the method the gateway captured it with", () => {
  test.each([
    ["en", "apple_pay", "Payment: Paid online by Apple Pay"],
    ["en", "card", "Payment: Paid online by card"],
    ["ar", "tabby", "مدفوع إلكترونيًا (تابي)"],
    ["en", null, "Payment: Paid online"],
  ] as const)("%s, %s: %s", (locale, method, line) => {
    show(order({ paymentMethod: "online", financialStatus: "paid" }), locale, method);
    expect(document.body.textContent).toContain(line);
    if (!method) expect(document.body.textContent).not.toMatch(/Paid online by/);
  });
});

describe("the order's private link says how the order stands", () => {
  test("a placed order is confirmed, with its delivery estimate", () => {
    show(order({}));
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("Order Confirmed!");
    expect(screen.getByText("Estimated delivery")).toBeInTheDocument();
  });

  test.each([
    ["en", "cancelled", "Order cancelled", "Out of stock at the supplier"],
    ["ar", "cancelled", "أُلغي الطلب", "Out of stock at the supplier"],
    ["en", "refused", "Order refused at delivery", null],
    ["ar", "refused", "رُفض الطلب عند الاستلام", null],
  ] as const)(
    "in %s, a %s order says so, with no confirmation and no delivery date",
    (locale, stage, title, reason) => {
      const at = new Date("2026-03-02T09:00:00.000Z");
      show(
        order({
          lifecycleStage: stage,
          ...(stage === "cancelled" ? { cancelledAt: at, cancelledReason: reason } : { refusedAt: at }),
        }),
        locale,
      );
      expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent(title);
      expect(document.body).not.toHaveTextContent(/Order Confirmed!|تم تأكيد طلبك|Estimated delivery|موعد التوصيل/);
      if (reason) expect(screen.getByText(reason)).toBeInTheDocument();
    },
  );

  test.each([
    ["en", "Order delivered", "AED 99.00"],
    ["ar", "تم تسليم الطلب", "99.00"],
  ] as const)("in %s, a delivered order shows the cash collected and the day", (locale, title, amount) => {
    show(
      order({
        lifecycleStage: "delivered",
        cashCollectedFils: 9_900,
        cashCollectedAt: new Date("2026-03-04T10:00:00.000Z"),
      }),
      locale,
    );
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent(title);
    const line = screen.getByRole("heading", { level: 1 }).nextElementSibling!;
    expect(line).toHaveTextContent(amount);
    expect(line).toHaveTextContent(locale === "en" ? "4 March 2026" : /2026/);
  });

  test.each([
    ["en", "Order delivered", "Delivered on Thursday, 5 March 2026; paid online."],
    ["ar", "تم تسليم الطلب", "دُفع إلكترونيًا"],
  ] as const)("in %s, a delivered order paid online says so, with no cash amount", (locale, title, words) => {
    show(
      order({
        lifecycleStage: "delivered",
        paymentMethod: "online",
        deliveredAt: new Date("2026-03-05T10:00:00.000Z"),
      }),
      locale,
    );
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent(title);
    const line = screen.getByRole("heading", { level: 1 }).nextElementSibling!;
    expect(line).toHaveTextContent(words);
    expect(line).not.toHaveTextContent(/نقد|cash/);
  });
});
