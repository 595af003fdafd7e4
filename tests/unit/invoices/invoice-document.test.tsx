/** @jest-environment jsdom */
import { render, screen, within } from "@testing-library/react";

import { InvoiceDocument } from "@/components/invoices/invoice-document";
import { documentView } from "@/lib/invoices/document-view";
import { renderInvoicePdf } from "@/lib/invoices/pdf/render-invoice-pdf";
import { pdfTextOf } from "@/tests/support/pdf-text-of";
import { sampleInvoiceSnapshot } from "@/tests/support/invoice-fixtures";

const invoice = sampleInvoiceSnapshot();

/** What a simplified tax invoice must carry (FTA), as the English page and PDF write it. */
const requiredEnglish = [
  "Tax Invoice",
  "Matcha Glow Skincare Trading L.L.C.",
  "Office 1204, Example Tower",
  "Business Bay, Dubai",
  "100000000000003",
  "INV-000042",
  "4 March 2026",
  "Matcha Cleansing Balm",
  "Matcha Clay Mask",
  "Total including VAT",
  "AED 319.30",
  "VAT amount (AED)",
  "AED 15.21",
];

describe("the invoice page", () => {
  test("carries every field of a simplified tax invoice", () => {
    const { container } = render(<InvoiceDocument view={documentView(invoice, "en")} />);
    expect(screen.getByRole("heading", { level: 1, name: "Tax Invoice" })).toBeInTheDocument();
    for (const field of requiredEnglish) expect(container.textContent).toContain(field);
    const totals = within(screen.getByTestId("invoice-totals"));
    expect(totals.getByText("VAT amount (AED)").nextSibling).toHaveTextContent("AED 15.21");
    expect(totals.getByText("Total including VAT").nextSibling).toHaveTextContent("AED 319.30");
    // VAT per line, rounded to the fils on each line.
    const balm = screen.getByRole("rowheader", { name: "Matcha Cleansing Balm" }).closest("tr")!;
    expect(balm).toHaveTextContent("AED 8.49");
  });

  test("in Arabic it reads فاتورة ضريبية with the supplier's Arabic name and the same TRN", () => {
    const { container } = render(<InvoiceDocument view={documentView(invoice, "ar", "latn")} />);
    expect(screen.getByRole("heading", { level: 1, name: "فاتورة ضريبية" })).toBeInTheDocument();
    for (const field of [
      "ماتشا جلو لتجارة مستحضرات العناية بالبشرة ذ.م.م.",
      "الرقم الضريبي",
      "100000000000003",
      "INV-000042",
      "بلسم ماتشا المنظف",
      "مبلغ ضريبة القيمة المضافة (درهم)",
      "15.21",
    ]) {
      expect(container.textContent).toContain(field);
    }
  });

  test("a shop not registered for VAT issues a plain receipt: no TRN, no VAT", () => {
    const receipt = sampleInvoiceSnapshot({
      vatRegistered: false,
      vatRatePercent: 0,
      merchant: { ...invoice.merchant, trn: null },
      lines: invoice.lines.map((line) => ({ ...line, vatFils: 0 })),
      shipping: { grossFils: 2500, vatFils: 0 },
      vatFils: 0,
    });
    const { container } = render(<InvoiceDocument view={documentView(receipt, "en")} />);
    expect(screen.getByRole("heading", { level: 1, name: "Receipt" })).toBeInTheDocument();
    expect(container.textContent).not.toMatch(/Tax Invoice|TRN|VAT 5%|VAT amount/);
    expect(container.textContent).toContain("not registered for VAT");
  });
});

describe("the invoice PDF", () => {
  test("holds the same fields in its text, and the same snapshot gives the same bytes", async () => {
    const pdf = await renderInvoicePdf(invoice);
    const text = pdfTextOf(pdf);
    for (const field of requiredEnglish) expect(text).toContain(field);
    expect(Buffer.from(await renderInvoicePdf(invoice)).equals(Buffer.from(pdf))).toBe(true);
  });

  test("in Arabic it keeps the TRN, the number and the VAT amount readable", async () => {
    const text = pdfTextOf(await renderInvoicePdf(invoice, "ar"));
    for (const field of ["100000000000003", "INV-000042", "15.21", "319.30"]) expect(text).toContain(field);
  });

  test("a receipt's PDF names no TRN and no VAT", async () => {
    const receipt = sampleInvoiceSnapshot({
      vatRegistered: false,
      vatRatePercent: 0,
      merchant: { ...invoice.merchant, trn: null },
    });
    const text = pdfTextOf(await renderInvoicePdf(receipt));
    expect(text).toContain("Receipt");
    expect(text).not.toMatch(/Tax Invoice|TRN|100000000000003|VAT amount/);
  });
});
