import type { Color, PDFFont, PDFName, PDFPage } from "pdf-lib";
import {
  beginText,
  endText,
  popGraphicsState,
  pushGraphicsState,
  rgb,
  setCharacterSqueeze,
  setFontAndSize,
  setTextMatrix,
  setTextRenderingMode,
  showText,
  TextRenderingMode,
} from "pdf-lib";

import { shapedGlyphs, shapedWidth, type Faces } from "./faces";
import { drawableLine, textRuns, type TextRun } from "./text-runs";

const INK = rgb(0.1, 0.12, 0.1);
const MUTED = rgb(0.38, 0.4, 0.38);

export type TextStyle = { size?: number; bold?: boolean; muted?: boolean };

/**
 * Writes lines of text on one page in the reading direction: "start" is the left edge in English and the right edge
 * in Arabic, so the layout code in render-invoice-pdf.ts is written once for both languages.
 */
export class PageWriter {
  constructor(
    private readonly page: PDFPage,
    private readonly faces: Faces,
    private readonly rightToLeft: boolean,
    readonly margin: number,
  ) {}

  /** The page's resource name of each font of the invisible text layer (one entry per font, as drawText keeps). */
  private readonly fontKeys = new Map<PDFFont, PDFName>();

  get width(): number {
    return this.page.getWidth() - 2 * this.margin;
  }

  private faceFor(arabic: boolean, bold: boolean) {
    if (arabic) return bold ? this.faces.arabicBold : this.faces.arabic;
    return bold ? this.faces.latinBold : this.faces.latin;
  }

  measure(text: string, style: TextStyle = {}): number {
    const size = style.size ?? 10;
    return textRuns(text, this.rightToLeft).reduce((sum, run) => {
      const font = this.faceFor(run.arabic, Boolean(style.bold));
      return sum + (this.shaped(run) ? shapedWidth(font, run.text, size) : font.widthOfTextAtSize(run.text, size));
    }, 0);
  }

  /** Draws `text` with its start `offset` points from the start edge (or, with align "end", its end there). */
  text(text: string, y: number, offset: number, style: TextStyle = {}, align: "start" | "end" = "start"): void {
    const size = style.size ?? 10;
    const width = this.measure(text, style);
    const startFromLeft = this.rightToLeft ? this.margin + this.width - offset : this.margin + offset;
    // The left x of the whole line.
    let x = this.rightToLeft
      ? align === "start"
        ? startFromLeft - width
        : startFromLeft
      : align === "start"
        ? startFromLeft
        : startFromLeft - width;
    const runs = textRuns(text, this.rightToLeft);
    // A right-to-left line is read from its right end: its first run goes rightmost.
    for (const run of this.rightToLeft ? [...runs].reverse() : runs) {
      const font = this.faceFor(run.arabic, Boolean(style.bold));
      const color = style.muted ? MUTED : INK;
      if (this.shaped(run)) {
        x = this.drawShaped(run.text, x, y, size, font, color);
        continue;
      }
      // Arabic-Indic digits one at a time: as one run the font's layout would put them right to left.
      for (const piece of run.digits ? [...run.text] : [run.text]) {
        this.page.drawText(piece, { x, y, size, font, color });
        x += font.widthOfTextAtSize(piece, size);
      }
    }
  }

  /** Arabic words are shaped and placed glyph by glyph (faces.ts shapedGlyphs says why); digits are not. */
  private shaped(run: TextRun): boolean {
    return run.arabic && !run.digits;
  }

  /**
   * Draws a shaped run from `x` rightwards in visual order and returns where it ends: the shapes as filled outlines,
   * and over them the same words as invisible text in reading order, so copying, searching and reading aloud get
   * the letters typed (faces.ts says why they cannot be one).
   */
  private drawShaped(text: string, x: number, y: number, size: number, font: PDFFont, color: Color): number {
    let pen = x;
    for (const glyph of shapedGlyphs(font, text)) {
      if (glyph.outline)
        this.page.drawSvgPath(glyph.outline, {
          x: pen + glyph.xOffset * size,
          y: y + glyph.yOffset * size,
          scale: size / glyph.unitsPerEm,
          color,
        });
      pen += glyph.xAdvance * size;
    }
    const natural = font.widthOfTextAtSize(text, size);
    let key = this.fontKeys.get(font);
    if (!key) this.fontKeys.set(font, (key = this.page.node.newFontDictionary(font.name, font.ref)));
    this.page.pushOperators(
      pushGraphicsState(),
      beginText(),
      setFontAndSize(key, size),
      setTextRenderingMode(TextRenderingMode.Invisible),
      // Stretched to the drawn width, so a selection covers the word it copies.
      setCharacterSqueeze(natural > 0 ? Math.round(((pen - x) / natural) * 1000) / 10 : 100),
      setTextMatrix(1, 0, 0, 1, x, y),
      showText(font.encodeText(text)),
      endText(),
      popGraphicsState(),
    );
    return pen;
  }

  /** Splits `text` into lines no wider than `maxWidth`, at spaces, and a word wider than that within the word. */
  wrap(text: string, maxWidth: number, style: TextStyle = {}): string[] {
    const lines: string[] = [];
    let current = "";
    const words = drawableLine(text)
      .split(" ")
      .flatMap((word) => this.breakWord(word, maxWidth, style));
    for (const word of words) {
      const candidate = current ? `${current} ${word}` : word;
      if (current && this.measure(candidate, style) > maxWidth) {
        lines.push(current);
        current = word;
      } else current = candidate;
    }
    if (current) lines.push(current);
    return lines;
  }

  /** A word wider than the line in pieces that fit (a 300-letter "name" ran off the page). */
  private breakWord(word: string, maxWidth: number, style: TextStyle): string[] {
    if (this.measure(word, style) <= maxWidth) return [word];
    const pieces: string[] = [];
    let piece = "";
    for (const char of word) {
      if (piece && this.measure(piece + char, style) > maxWidth) {
        pieces.push(piece);
        piece = "";
      }
      piece += char;
    }
    if (piece) pieces.push(piece);
    return pieces;
  }

  rule(y: number): void {
    this.page.drawLine({
      start: { x: this.margin, y },
      end: { x: this.margin + this.width, y },
      thickness: 0.6,
      color: MUTED,
    });
  }
}
