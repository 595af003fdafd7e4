import fontkit from "@pdf-lib/fontkit";
import { decodePDFRawStream, PDFArray, PDFDocument, PDFName, PDFRawStream, type PDFRef } from "pdf-lib";

type Shape = string;

const PATH_SEGMENT = /^[-\d. ]+ (?:m|l|c|v|y|re)$/;

/**
 * The shapes a PDF draws, page by page in the order drawn: the path segments of each `q … Q` group that draws one,
 * without the transformation that places it or the colour, so the same glyph outline reads the same wherever it
 * stands on the page.
 */
export async function drawnShapes(pdf: Uint8Array): Promise<Shape[]> {
  const doc = await PDFDocument.load(pdf);
  const shapes: Shape[] = [];
  for (const page of doc.getPages()) {
    const contents = page.node.Contents();
    const refs = contents instanceof PDFArray ? contents.asArray() : [page.node.get(PDFName.of("Contents"))];
    const operators = refs
      .map((ref) => {
        const stream = doc.context.lookup(ref as PDFRef);
        if (!(stream instanceof PDFRawStream)) throw new Error("a page's content is not a stream");
        return Buffer.from(decodePDFRawStream(stream).decode()).toString("latin1");
      })
      .join("\n");
    for (const group of operators.split(/^q$/m)) {
      const segments = (group.split(/^Q$/m)[0] ?? "").split("\n").filter((line) => PATH_SEGMENT.test(line));
      if (segments.length > 0) shapes.push(segments.join("\n"));
    }
  }
  return shapes;
}

type FlippablePath = { scale(x: number, y: number): { toSVG(): string } };

/** The shapes fontkit's own shaping of `word` (logical order, every default feature) gives, drawn by pdf-lib. */
export async function shapedWord(fontBytes: Uint8Array, word: string): Promise<Shape[]> {
  const doc = await PDFDocument.create();
  const page = doc.addPage();
  for (const glyph of fontkit.create(Buffer.from(fontBytes)).layout(word).glyphs) {
    const outline = (glyph.path as unknown as FlippablePath).scale(1, -1).toSVG();
    if (outline) page.drawSvgPath(outline, { x: 0, y: 0, scale: 1 });
  }
  return drawnShapes(await doc.save());
}

/** Whether `needle` occurs in `haystack` as consecutive items. */
export function containsRun(haystack: Shape[], needle: Shape[]): boolean {
  return haystack.some((_, start) => needle.every((item, index) => haystack[start + index] === item));
}
