/** @jest-environment jsdom */
import { readFileSync } from "node:fs";
import path from "node:path";

import { render } from "@testing-library/react";

import { InvoiceDocument } from "@/components/invoices/invoice-document";
import { documentView } from "@/lib/invoices/document-view";
import { renderInvoicePdf } from "@/lib/invoices/pdf/render-invoice-pdf";
import { sampleInvoiceSnapshot } from "@/tests/support/invoice-fixtures";
import { containsRun, drawnShapes, shapedWord } from "@/tests/support/pdf-drawn-glyphs";
import { pdfTextOf } from "@/tests/support/pdf-text-of";

// The clay mask under its Arabic shop name: "بالماتشا" is one of the words issue 37 found broken.
const base = sampleInvoiceSnapshot();
const invoice = sampleInvoiceSnapshot({
  lines: base.lines.map((line, index) =>
    index === 1 ? { ...line, title: { ...line.title, ar: "قناع الطين بالماتشا" } } : line,
  ),
});
const face = (file: string) => readFileSync(path.join(process.cwd(), "assets/fonts/pdf", file));
const arabicWords = (text: string) => text.split(/[^\u0600-\u06FF]+/).filter(Boolean);

/** The page's text node by node: textContent runs the words of neighbouring cells together. */
function pageText(container: HTMLElement): string {
  const walker = document.createTreeWalker(container, NodeFilter.SHOW_TEXT);
  const texts: string[] = [];
  while (walker.nextNode()) texts.push(walker.currentNode.textContent ?? "");
  return texts.join("\n");
}

let pdf: Uint8Array;
beforeAll(async () => {
  pdf = await renderInvoicePdf(invoice, "ar");
});

describe("the Arabic tax invoice PDF (issue 37)", () => {
  test("says every Arabic word of the Arabic invoice page, the customer's emirate and country included", () => {
    const page = pageText(render(<InvoiceDocument view={documentView(invoice, "ar", "latn")} />).container);
    const text = pdfTextOf(pdf);
    const pdfWords = new Set(arabicWords(text));
    expect(arabicWords(page).filter((word) => !pdfWords.has(word))).toEqual([]);
    // The customer lives in "Al Barsha, Dubai": the street and area stay as typed, the emirate and country are named.
    for (const english of ["Dubai", "United Arab Emirates"]) {
      expect(page).not.toContain(english);
      expect(text).not.toContain(english);
    }
    expect(text).toContain("Al Barsha");
  });

  // A text extraction maps each glyph back to its letter, whatever form it took: only the shapes show the joining.
  test.each(["الشحن", "ضريبة", "بالماتشا"])(
    "draws %s in the joined forms the font's own shaping gives it",
    async (word) => {
      const drawn = await drawnShapes(pdf);
      const found = [];
      for (const file of ["noto-sans-arabic-400.ttf", "noto-sans-arabic-700.ttf"]) {
        const expected = await shapedWord(face(file), word);
        // Every letter, and the dots that ccmp splits off ش ض ب غ.
        expect(expected.length).toBeGreaterThan([...word].length);
        found.push(containsRun(drawn, expected));
      }
      expect(found).toContain(true);
    },
  );
});
