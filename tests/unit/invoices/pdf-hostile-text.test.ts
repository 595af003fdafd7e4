import { PDFDocument, PageSizes } from "pdf-lib";

import { embedFaces } from "@/lib/invoices/pdf/faces";
import { PageWriter } from "@/lib/invoices/pdf/page-writer";
import { renderInvoicePdf } from "@/lib/invoices/pdf/render-invoice-pdf";
import { drawableLine, textRuns } from "@/lib/invoices/pdf/text-runs";
import { sampleInvoiceSnapshot } from "@/tests/support/invoice-fixtures";
import { pdfTextOf } from "@/tests/support/pdf-text-of";

// What a shopper can type into a name or an address reaches the PDF as typed (the snapshot is frozen): it must
// neither re-order the rest of the line, nor break it, nor run off the page (issue 30).
const longWord = "Ab".repeat(150);

describe("the invoice PDF draws hostile text safely", () => {
  test.each([
    ["a CR/LF inside a name becomes one space", "Layla\r\nHaddad", "Layla Haddad"],
    ["a lone LF, a tab and a line separator too", "Layla\nHa\tdd\u2028ad", "Layla Ha dd ad"],
    ["bidi overrides and isolates are dropped", "\u202EdahdaH\u202C \u2067Layla\u2069", "dahdaH Layla"],
    ["NUL, zero-width and BOM characters are dropped", "La\u0000y\u200Bla\uFEFF", "Layla"],
    ["Arabic joiners stay: they shape the word", "لا\u200Cلا", "لا\u200Cلا"],
  ])("%s", (_label, typed, drawn) => {
    expect(drawableLine(typed)).toBe(drawn);
  });

  test("Arabic-Indic digits are a run of their own, marked to be drawn in the order typed", () => {
    expect(textRuns("Villa ١٢٣ شارع", false)).toEqual([
      { text: "Villa ", arabic: false },
      { text: "١٢٣", arabic: true, digits: true },
      { text: " ", arabic: false },
      { text: "شارع", arabic: true },
    ]);
  });

  test("in the English PDF a name and address keep their digits in the order typed and stay on one line each", async () => {
    const snapshot = sampleInvoiceSnapshot({
      customer: { name: "Layla\r\nHaddad", addressLines: ["Villa ١٢٣٤, Street ۵۶", "\u202EAl Barsha\u202C, Dubai"] },
    });
    const text = pdfTextOf(await renderInvoicePdf(snapshot, "en"));
    const lines = text.split("\n");
    expect(lines).toContain("Layla Haddad");
    expect(text.replace(/\n/g, "")).toContain("١٢٣٤");
    expect(text.replace(/\n/g, "")).toContain("۵۶");
    expect(text).not.toMatch(/\u202E|\u202C/);
    expect(lines).toContain("Al Barsha, Dubai");
  });

  test("a 300-letter word is wrapped within the column instead of running off the page", async () => {
    const doc = await PDFDocument.create();
    const page = doc.addPage(PageSizes.A4);
    const writer = new PageWriter(page, await embedFaces(doc, { arabic: false }), false, 48);
    const width = writer.width / 2 - 24;
    const lines = writer.wrap(`Layla ${longWord} Haddad`, width, { size: 10, bold: true });
    expect(lines.length).toBeGreaterThan(3);
    for (const line of lines) expect(writer.measure(line, { size: 10, bold: true })).toBeLessThanOrEqual(width);
    expect(lines.join("").replace(/ /g, "")).toBe(`Layla${longWord}Haddad`);

    const pdf = await renderInvoicePdf(sampleInvoiceSnapshot({ customer: { name: longWord, addressLines: [] } }));
    expect(pdfTextOf(pdf).replace(/\n/g, "")).toContain(longWord);
  });
});
