/** @jest-environment jsdom */
import { render, screen } from "@testing-library/react";

import { InvoiceDocument } from "@/components/invoices/invoice-document";
import { merchant } from "@/content/merchant";
import { buildInvoiceSnapshot, type InvoicedOrder } from "@/lib/invoices/build-snapshot";
import { documentView } from "@/lib/invoices/document-view";
import { renderInvoicePdf } from "@/lib/invoices/pdf/render-invoice-pdf";
import { deliveryChargesFils, refundCreditNoteSnapshot } from "@/lib/payments/refund-lines";
import { sampleInvoiceSnapshot } from "@/tests/support/invoice-fixtures";
import { pdfTextOf } from "@/tests/support/pdf-text-of";

const order: InvoicedOrder = {
  orderNumber: "#1042",
  customerName: "Layla Haddad",
  address: { address1: "Villa 12", city: "Dubai", province: "Dubai", country: "United Arab Emirates" },
  locale: "en",
  currency: "AED",
  items: [{ merchandiseId: null, title: "Matcha Cleansing Balm", quantity: 1, price: 89, totalPrice: 89 }],
  discountCode: null,
  discount: 0,
  shipping: 15,
};
const issuedAt = new Date("2026-03-04T08:30:00Z");
const withFee = sampleInvoiceSnapshot({ codFee: { grossFils: 1000, vatFils: 48 }, totalFils: 32930, vatFils: 1569 });

describe("the cash-on-delivery fee on the tax invoice", () => {
  test("an order with the fee has it as its own line, its VAT rounded on it, in the invoice's total and VAT", () => {
    const snapshot = buildInvoiceSnapshot({ ...order, codFee: 10 }, merchant, "INV-000001", issuedAt);
    expect(snapshot.codFee).toEqual({ grossFils: 1000, vatFils: 48 });
    expect(snapshot.totalFils).toBe(8900 + 1500 + 1000);
    expect(snapshot.vatFils).toBe(424 + 71 + 48);
  });

  test("an order without it has no fee line, as before", () => {
    const snapshot = buildInvoiceSnapshot(order, merchant, "INV-000001", issuedAt);
    expect(snapshot).not.toHaveProperty("codFee");
    expect(documentView(snapshot, "en").lines.map((line) => line[0])).not.toContain("Cash on delivery fee");
  });

  test("the page shows the line with its VAT, in English and in Arabic", () => {
    render(<InvoiceDocument view={documentView(withFee, "en")} />);
    const row = screen.getByRole("rowheader", { name: "Cash on delivery fee" }).closest("tr")!;
    expect(row).toHaveTextContent("AED 10.00");
    expect(row).toHaveTextContent("AED 0.48");
    expect(documentView(withFee, "ar", "latn").lines.map((line) => line[0])).toContain("رسوم الدفع عند الاستلام");
  });

  test("the PDF carries the line in both languages", async () => {
    expect(pdfTextOf(await renderInvoicePdf(withFee))).toContain("Cash on delivery fee");
    const arabic = pdfTextOf(await renderInvoicePdf(withFee, "ar"));
    for (const word of ["رسوم", "الدفع", "الاستلام"]) expect(arabic).toContain(word);
  });

  test("a refund gives the fee back with the delivery fee, or keeps both", () => {
    const lines = withFee.lines.slice(0, 1);
    expect(deliveryChargesFils(withFee)).toBe(2500 + 1000);
    const both = refundCreditNoteSnapshot(withFee, lines, true, "damaged", "CN-000001", issuedAt);
    expect(both.codFee).toEqual(withFee.codFee);
    expect(both.totalFils).toBe(lines[0]!.netFils + 2500 + 1000);
    expect(both.vatFils).toBe(lines[0]!.vatFils + 119 + 48);
    const neither = refundCreditNoteSnapshot(withFee, lines, false, "changed_mind", "CN-000002", issuedAt);
    expect(neither).not.toHaveProperty("codFee");
    expect(neither.totalFils).toBe(lines[0]!.netFils);
  });
});
