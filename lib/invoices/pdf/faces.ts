import "server-only";

import { readFile } from "node:fs/promises";
import path from "node:path";

import fontkit from "@pdf-lib/fontkit";
import type { PDFDocument, PDFFont } from "pdf-lib";

/** Static TrueType cuts of the shop's own faces (scripts/fonts/build-pdf-faces.sh); the standalone build copies them. */
const FACE_FILES = {
  latin: { file: "inter-400.ttf", subsetName: "MGINVA+Inter-Regular" },
  latinBold: { file: "inter-700.ttf", subsetName: "MGINVB+Inter-Bold" },
  arabic: { file: "noto-sans-arabic-400.ttf", subsetName: "MGINVC+NotoSansArabic-Regular" },
  arabicBold: { file: "noto-sans-arabic-700.ttf", subsetName: "MGINVD+NotoSansArabic-Bold" },
} as const;

export type FaceName = keyof typeof FACE_FILES;
export type Faces = Record<FaceName, PDFFont>;

let fileBytes: Promise<Record<FaceName, Uint8Array>> | undefined;

type Face = ReturnType<typeof fontkit.create>;

/**
 * The text layer's encoding (pdf-lib's drawText, what a reader copies and searches): without ccmp each letter is one
 * glyph, mapped to its own letter. With ccmp, Noto Sans Arabic splits a dotted letter into a dotless body shared by
 * several letters (ب ت ث ن) and its dots, so a copied word would read back wrong. The shapes seen on the page are
 * drawn separately, fully shaped (shapedGlyphs).
 */
const TEXT_LAYER_FEATURES = { ccmp: false };

/**
 * fontkit as pdf-lib asks for it, parsing each face once per process instead of once per document: parsing the
 * tables was most of a PDF's cost. A parsed face is only read afterwards (each document makes its own subset).
 */
const parsedFaces = new WeakMap<Uint8Array, Face>();
const cachingFontkit: typeof fontkit = {
  create(bytes, postscriptName) {
    if (!(bytes instanceof Uint8Array) || postscriptName) return fontkit.create(bytes, postscriptName);
    let face = parsedFaces.get(bytes);
    if (!face) parsedFaces.set(bytes, (face = fontkit.create(bytes)));
    return face;
  },
};

/** Read once per process: about 220 KB, and every invoice needs them. */
function faceBytes(): Promise<Record<FaceName, Uint8Array>> {
  fileBytes ??= Promise.all(
    Object.entries(FACE_FILES).map(
      async ([name, { file }]) =>
        [name, new Uint8Array(await readFile(path.join(process.cwd(), "assets/fonts/pdf", file)))] as const,
    ),
  ).then((entries) => Object.fromEntries(entries) as Record<FaceName, Uint8Array>);
  return fileBytes;
}

/**
 * Reads and parses the faces (and the layout tables a first line needs) as the PDF worker starts (render-worker.ts),
 * so the first document drawn does not wait for the parse (about 0.8 s idle, seconds on a loaded machine; issue 30).
 */
export async function warmFaces(): Promise<void> {
  const bytes = await faceBytes();
  for (const face of Object.values(bytes)) {
    const sample = "Tax Invoice 0123456789 فاتورة ضريبية ١٢٣";
    cachingFontkit.create(face).layout(sample, TEXT_LAYER_FEATURES);
    shapingFace(face).layout(sample);
    await new Promise((resolve) => setImmediate(resolve));
  }
}

/**
 * The four faces, subset to the glyphs the document uses. A fixed subset name (instead of pdf-lib's random suffix)
 * keeps the file the same byte for byte each time it is drawn from the same snapshot, so a retried e-mail carries
 * the same PDF.
 */
export async function embedFaces(doc: PDFDocument, { arabic }: { arabic: boolean }): Promise<Faces> {
  doc.registerFontkit(cachingFontkit);
  const bytes = await faceBytes();
  const embed = async (name: FaceName) => {
    const font = await doc.embedFont(bytes[name], {
      subset: true,
      customName: FACE_FILES[name].subsetName,
      features: TEXT_LAYER_FEATURES,
    });
    shapers.set(font, shapingFace(bytes[name]));
    return font;
  };
  const [latin, latinBold] = await Promise.all([embed("latin"), embed("latinBold")]);
  // A document with no Arabic letter (an English one) does without the Arabic faces: a quarter less work.
  if (!arabic) return { latin, latinBold, arabic: latin, arabicBold: latinBold };
  const [arabicFace, arabicBold] = await Promise.all([embed("arabic"), embed("arabicBold")]);
  return { latin, latinBold, arabic: arabicFace, arabicBold };
}

/**
 * A second parse of each face for the shapes (shapedGlyphs). fontkit keeps one glyph object per glyph id with the
 * letters that first produced it, and pdf-lib writes those letters into the text layer: a dotless body that ش left
 * in a shared parse made the text layer's س read as ش. Separate parses keep the text layer's letters its own.
 */
const shapingFaces = new WeakMap<Uint8Array, Face>();
function shapingFace(bytes: Uint8Array): Face {
  let face = shapingFaces.get(bytes);
  if (!face) shapingFaces.set(bytes, (face = fontkit.create(bytes)));
  return face;
}

/** The shaping face behind each embedded font. */
const shapers = new WeakMap<PDFFont, Face>();

function shaperOf(font: PDFFont): Face {
  const face = shapers.get(font);
  if (!face) throw new Error(`${font.name} was not embedded by embedFaces`);
  return face;
}

/** The width of `text` shaped as shapedGlyphs draws it, in points; measuring adds nothing to the subset. */
export function shapedWidth(font: PDFFont, text: string, size: number): number {
  const face = shaperOf(font);
  return (face.layout(text).positions.reduce((sum, position) => sum + position.xAdvance, 0) / face.unitsPerEm) * size;
}

/** One glyph of a shaped run, in ems: its outline (SVG path data, y down, in font units), where to draw it from the
 * pen, and how far the pen then moves. */
export type ShapedGlyph = { outline: string; unitsPerEm: number; xAdvance: number; xOffset: number; yOffset: number };

type FlippablePath = { scale(x: number, y: number): { toSVG(): string } };

/**
 * `text` shaped by fontkit with every default feature of the face, in logical order as typed, and positioned by its
 * GPOS marks. Noto Sans Arabic joins only the dotless letter bodies (init, medi and fina apply after ccmp splits ش
 * into its body and its dots) and places the dots by mark positioning, which pdf-lib's drawText ignores: drawn by
 * drawText the dots landed beside their letters, and without ccmp every dotted letter kept its isolated form (issue
 * 37). The glyphs come in visual order, left to right, as fontkit lays a right-to-left run out.
 */
export function shapedGlyphs(font: PDFFont, text: string): ShapedGlyph[] {
  const face = shaperOf(font);
  const { glyphs, positions } = face.layout(text);
  const em = face.unitsPerEm;
  return glyphs.map((glyph, index) => {
    const position = positions[index]!;
    return {
      // pdf-lib draws SVG paths y down; fontkit's outlines are y up. (fontkit has Path.scale; its types omit it.)
      outline: (glyph.path as unknown as FlippablePath).scale(1, -1).toSVG(),
      unitsPerEm: em,
      xAdvance: position.xAdvance / em,
      xOffset: position.xOffset / em,
      yOffset: position.yOffset / em,
    };
  });
}
