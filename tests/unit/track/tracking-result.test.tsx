/** @jest-environment jsdom */
import { render, screen, within } from "@testing-library/react";

import { TrackingResult } from "@/components/orders/tracking-result";
import { lookupResult } from "@/tests/support/order-lookup-fixture";

const badge = (term: string) =>
  within(screen.getByText(term, { selector: "dt" }).parentElement!).getByRole("definition").firstElementChild!;

describe("TrackingResult", () => {
  test("shows the order number, date, lines, subtotal, shipping, total and the delivery area, never the street", () => {
    render(<TrackingResult result={lookupResult()} locale="en" />);
    expect(screen.getByRole("heading", { level: 2, name: "Order #1007" })).toBeInTheDocument();
    expect(screen.getByText("Placed on Sunday, 1 March 2026")).toBeInTheDocument();
    expect(screen.getByText("Matcha Clay Mask")).toBeInTheDocument();
    expect(screen.getByText("Qty 2 × AED 99.00")).toBeInTheDocument();
    expect(screen.getByText("AED 198.00")).toBeInTheDocument();
    expect(screen.getByTestId("tracking-subtotal")).toHaveTextContent("AED 287.00");
    expect(screen.getByTestId("tracking-shipping")).toHaveTextContent("Free");
    expect(screen.getByTestId("tracking-total")).toHaveTextContent("AED 287.00");
    expect(screen.getByText("Jumeirah, Dubai, United Arab Emirates")).toBeInTheDocument();
    expect(screen.queryByText(/Villa 12|Layla/)).not.toBeInTheDocument();
  });

  test("an order under the free-shipping threshold shows the fee it paid, so the rows add up to the total", () => {
    render(
      <TrackingResult
        locale="en"
        result={lookupResult({ subtotal_amount: 89, shipping_amount: 15, total_amount: 104 }, [
          { title: "Matcha Pure Cleanser", variant_title: null, quantity: 1, price: 89, total_price: 89 },
        ])}
      />,
    );
    const row = (term: string) => screen.getByText(term, { selector: "dt" }).parentElement!;
    expect(row("Subtotal")).toHaveTextContent("AED 89.00");
    expect(row("Shipping")).toHaveTextContent("AED 15.00");
    expect(row("Total")).toHaveTextContent("AED 104.00");
    // A placed order paid what it paid: no "free over" nudge.
    expect(screen.queryByText(/^Free over/)).not.toBeInTheDocument();
  });

  test("an order placed with a code shows the discount line, so subtotal, discount and shipping add up to the total", () => {
    render(
      <TrackingResult
        locale="en"
        result={lookupResult({
          subtotal_amount: 198,
          discount_amount: 29.7,
          discount_code: "WELCOME15",
          shipping_amount: 0,
          total_amount: 168.3,
        })}
      />,
    );
    expect(screen.getByTestId("tracking-subtotal")).toHaveTextContent("AED 198.00");
    expect(screen.getByTestId("tracking-discount")).toHaveTextContent("−AED 29.70");
    expect(screen.getByText(/WELCOME15/, { selector: "dt" })).toBeInTheDocument();
    expect(screen.getByTestId("tracking-total")).toHaveTextContent("AED 168.30");
  });

  test.each([
    ["en", 4.95, "VAT included", "AED 4.95"],
    ["ar", 4.95, "ضريبة القيمة المضافة المشمولة", "4.95"],
  ] as const)("in %s, the VAT stored with the order shows under the total", (locale, vat, label, amount) => {
    render(
      <TrackingResult
        locale={locale}
        result={lookupResult({ subtotal_amount: 89, shipping_amount: 15, total_amount: 104, vat_amount: vat })}
      />,
    );
    expect(screen.getByText(label, { selector: "dt" })).toBeInTheDocument();
    expect(screen.getByTestId("tracking-vat")).toHaveTextContent(amount);
  });

  test.each([
    ["en", "Cash on delivery fee", "AED 10.00"],
    ["ar", "رسوم الدفع عند الاستلام", "10.00"],
  ] as const)(
    "in %s, a cash-on-delivery fee shows as its own row, so the rows add up to the total",
    (locale, label, amount) => {
      render(
        <TrackingResult
          locale={locale}
          result={lookupResult({ subtotal_amount: 89, shipping_amount: 15, cod_fee_amount: 10, total_amount: 114 })}
        />,
      );
      expect(screen.getByText(label, { selector: "dt" })).toBeInTheDocument();
      expect(screen.getByTestId("tracking-cod-fee")).toHaveTextContent(amount);
    },
  );

  test("an order without a fee shows no fee row", () => {
    render(<TrackingResult locale="en" result={lookupResult()} />);
    expect(screen.queryByTestId("tracking-cod-fee")).not.toBeInTheDocument();
  });

  test("an order that was charged no VAT (or predates the setting) shows no VAT row", () => {
    render(<TrackingResult locale="en" result={lookupResult({ vat_amount: null })} />);
    expect(screen.queryByText("VAT included")).not.toBeInTheDocument();
    expect(screen.queryByTestId("tracking-vat")).not.toBeInTheDocument();
  });

  test("hides Shopify's 'Default Title' and missing variant titles, but shows real ones", () => {
    render(
      <TrackingResult
        locale="en"
        result={lookupResult({}, [
          { title: "Matcha Clay Mask", variant_title: "Default Title", quantity: 1, price: 99, total_price: 99 },
          { title: "Collagen Essence", variant_title: "50ml", quantity: 1, price: 94, total_price: 94 },
          { title: "Matcha Pure Cleanser", variant_title: null, quantity: 1, price: 89, total_price: 89 },
        ])}
      />,
    );
    expect(screen.queryByText("Default Title")).not.toBeInTheDocument();
    expect(screen.getByText("50ml")).toBeInTheDocument();
    expect(screen.getAllByRole("listitem")).toHaveLength(3);
  });

  test.each([
    ["pending", "unfulfilled", "Pending", "bg-yellow-100", "Unfulfilled", "bg-orange-100"],
    ["paid", "fulfilled", "Paid", "bg-green-100", "Fulfilled", "bg-green-100"],
    ["paid", "partial", "Paid", "bg-green-100", "Partial", "bg-blue-100"],
    ["refunded", "restocked", "Refunded", "bg-gray-100", "Restocked", "bg-gray-100"],
  ])(
    "payment %p and fulfillment %p get their colours",
    (financial, fulfillment, paymentLabel, paymentClass, fulfillmentLabel, fulfillmentClass) => {
      render(
        <TrackingResult
          result={lookupResult({ financial_status: financial, fulfillment_status: fulfillment })}
          locale="en"
        />,
      );
      expect(badge("Payment")).toHaveTextContent(paymentLabel);
      expect(badge("Payment")).toHaveClass(paymentClass);
      expect(badge("Fulfillment")).toHaveTextContent(fulfillmentLabel);
      expect(badge("Fulfillment")).toHaveClass(fulfillmentClass);
    },
  );

  test.each([
    ["en", "Delivered on Wednesday, 4 March 2026; paid online"],
    ["ar", "دُفع إلكترونيًا"],
  ] as const)("in %s, a delivered order paid online shows its delivery with no cash collected", (locale, words) => {
    const lifecycle = {
      stage: "delivered" as const,
      confirmed_at: null,
      shipped_at: "2026-03-02T09:00:00.000Z",
      delivered_at: "2026-03-04T09:00:00.000Z",
      cash_collected_amount: null,
      cancelled_at: null,
      refused_at: null,
    };
    render(
      <TrackingResult
        locale={locale}
        result={lookupResult({
          status: "closed",
          financial_status: "paid",
          fulfillment_status: "fulfilled",
          lifecycle,
        })}
      />,
    );
    const delivered = screen.getByTestId("cod-progress").querySelector('[data-step="delivered"]');
    expect(delivered).toHaveTextContent(words);
    expect(delivered).not.toHaveTextContent(/نقد|cash/);
  });

  test.each([
    ["en", "Cancelled", /Unfulfilled|Voided/],
    ["ar", "ملغى", /قيد التجهيز|ملغى الدفع/],
  ] as const)(
    "in %s, a cancelled cash-on-delivery order has one status, never 'being prepared'",
    (locale, name, not) => {
      const lifecycle = {
        stage: "cancelled" as const,
        confirmed_at: null,
        shipped_at: null,
        delivered_at: null,
        cash_collected_amount: null,
        cancelled_at: "2026-03-02T09:00:00.000Z",
        refused_at: null,
      };
      render(
        <TrackingResult
          locale={locale}
          result={lookupResult({
            status: "cancelled",
            financial_status: "voided",
            fulfillment_status: "unfulfilled",
            lifecycle,
          })}
        />,
      );
      const statuses = screen.getByRole("region", { name: locale === "en" ? "Order status" : "حالة الطلب" });
      expect(within(statuses).getByText(name)).toBeInTheDocument();
      expect(within(statuses).getAllByRole("definition")).toHaveLength(1);
      expect(document.body).not.toHaveTextContent(not);
    },
  );

  test("without a tracking number there is no tracking block", () => {
    render(
      <TrackingResult
        result={lookupResult({ tracking_company: "Aramex", tracking_url: "https://track.example/1" })}
        locale="en"
      />,
    );
    expect(screen.queryByRole("heading", { name: "Shipment tracking" })).not.toBeInTheDocument();
    expect(screen.queryByRole("link")).not.toBeInTheDocument();
  });

  test("a tracking number without a URL shows the block but no link", () => {
    render(
      <TrackingResult
        result={lookupResult({ tracking_company: "Aramex", tracking_number: "AX123456789" })}
        locale="en"
      />,
    );
    const block = screen.getByRole("region", { name: "Shipment tracking" });
    expect(within(block).getByText("AX123456789")).toBeInTheDocument();
    expect(within(block).getByText("Aramex")).toBeInTheDocument();
    expect(within(block).queryByRole("link")).not.toBeInTheDocument();
  });

  test("a tracking URL becomes a link that opens in a new tab and says so", () => {
    render(
      <TrackingResult
        result={lookupResult({ tracking_number: "AX123456789", tracking_url: "https://track.example/AX123456789" })}
        locale="en"
      />,
    );
    const link = screen.getByRole("link", { name: "Track your package (opens in a new tab)" });
    expect(link).toHaveAttribute("href", "https://track.example/AX123456789");
    expect(link).toHaveAttribute("target", "_blank");
    expect(link.getAttribute("rel")).toContain("noopener");
  });

  test("a tracking URL that is not a web address is not linked", () => {
    render(
      <TrackingResult
        result={lookupResult({ tracking_number: "AX1", tracking_url: "javascript:alert(1)" })}
        locale="en"
      />,
    );
    expect(screen.getByRole("region", { name: "Shipment tracking" })).toBeInTheDocument();
    expect(screen.queryByRole("link")).not.toBeInTheDocument();
  });
});
