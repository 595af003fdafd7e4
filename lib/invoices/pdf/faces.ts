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

/**
 * Noto Sans Arabic's ccmp feature splits a letter into its dotless body and its dots, which the font's mark
 * positioning (GPOS) then places; pdf-lib draws glyphs at their advances and ignores that positioning, so the dots
 * landed beside their letters (ج drew as ح). Without ccmp every letter keeps its own dotted glyph in each joining
 * form (init, medi, fina and rlig still apply). Inter has no such decomposition for the Latin the invoice uses.
 */
const FEATURES = { ccmp: false };

export type FaceName = keyof typeof FACE_FILES;
export type Faces = Record<FaceName, PDFFont>;

let fileBytes: Promise<Record<FaceName, Uint8Array>> | undefined;

/**
 * fontkit as pdf-lib asks for it, parsing each face once per process instead of once per document: parsing the
 * tables was most of a PDF's cost. A parsed face is only read afterwards (each document makes its own subset).
 */
const parsedFaces = new WeakMap<Uint8Array, ReturnType<typeof fontkit.create>>();
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
 * Reads and parses the faces (and the layout tables a first line needs) when the server starts, a turn of the event
 * loop between faces, so the first document drawn does not hold the server's one thread for the parse (about 0.8 s
 * idle, seconds on a loaded machine; issue 30).
 */
export async function warmFaces(): Promise<void> {
  const bytes = await faceBytes();
  for (const face of Object.values(bytes)) {
    cachingFontkit.create(face).layout("Tax Invoice 0123456789 فاتورة ضريبية ١٢٣", FEATURES);
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
  const embed = (name: FaceName) =>
    doc.embedFont(bytes[name], { subset: true, customName: FACE_FILES[name].subsetName, features: FEATURES });
  const [latin, latinBold] = await Promise.all([embed("latin"), embed("latinBold")]);
  // A document with no Arabic letter (an English one) does without the Arabic faces: a quarter less work.
  if (!arabic) return { latin, latinBold, arabic: latin, arabicBold: latinBold };
  const [arabicFace, arabicBold] = await Promise.all([embed("arabic"), embed("arabicBold")]);
  return { latin, latinBold, arabic: arabicFace, arabicBold };
}
