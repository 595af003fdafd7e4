import { readFileSync } from "node:fs";
import { brotliDecompressSync } from "node:zlib";

// WOFF2 (W3C Recommendation, section 5): a 48-byte header, a table directory, then every table in one Brotli stream.
// The 63 table tags a directory entry names by index (section 4.1); "cvt ", "CFF " and "SVG " end in a space.
const knownTags = [
  "cmap",
  "head",
  "hhea",
  "hmtx",
  "maxp",
  "name",
  "OS/2",
  "post",
  "cvt ",
  "fpgm",
  "glyf",
  "loca",
  "prep",
  "CFF ",
  "VORG",
  "EBDT",
  "EBLC",
  "gasp",
  "hdmx",
  "kern",
  "LTSH",
  "PCLT",
  "VDMX",
  "vhea",
  "vmtx",
  "BASE",
  "GDEF",
  "GPOS",
  "GSUB",
  "EBSC",
  "JSTF",
  "MATH",
  "CBDT",
  "CBLC",
  "COLR",
  "CPAL",
  "SVG ",
  "sbix",
  "acnt",
  "avar",
  "bdat",
  "bloc",
  "bsln",
  "cvar",
  "fdsc",
  "feat",
  "fmtx",
  "fvar",
  "gvar",
  "hsty",
  "just",
  "lcar",
  "mort",
  "morx",
  "opbd",
  "prop",
  "trak",
  "Zapf",
  "Silf",
  "Glat",
  "Gloc",
  "Feat",
  "Sill",
];

function readBase128(bytes: Buffer, at: { offset: number }): number {
  let value = 0;
  for (let index = 0; index < 5; index += 1) {
    const byte = bytes[at.offset++]!;
    value = value * 128 + (byte & 0x7f);
    if ((byte & 0x80) === 0) return value;
  }
  throw new Error("UIntBase128 longer than 5 bytes");
}

/** Every table of a WOFF2 file, decompressed, by tag (transformed tables such as glyf stay in their WOFF2 form). */
function woff2Tables(path: string): Map<string, Buffer> {
  const file = readFileSync(path);
  if (file.toString("latin1", 0, 4) !== "wOF2") throw new Error(`${path} is not a WOFF2 file`);
  const numTables = file.readUInt16BE(12);
  const compressedSize = file.readUInt32BE(20);
  const at = { offset: 48 };
  const directory: { tag: string; length: number }[] = [];
  for (let index = 0; index < numTables; index += 1) {
    const flags = file[at.offset++]!;
    const tag =
      (flags & 0x3f) === 0x3f ? file.toString("latin1", at.offset, (at.offset += 4)) : knownTags[flags & 0x3f]!;
    const transformVersion = flags >> 6;
    const origLength = readBase128(file, at);
    // glyf and loca are transformed unless their version is 3; any other table only when its version is not 0.
    const transformed = tag === "glyf" || tag === "loca" ? transformVersion !== 3 : transformVersion !== 0;
    directory.push({ tag, length: transformed ? readBase128(file, at) : origLength });
  }
  const data = brotliDecompressSync(file.subarray(at.offset, at.offset + compressedSize));
  const tables = new Map<string, Buffer>();
  let offset = 0;
  for (const { tag, length } of directory) {
    tables.set(tag, data.subarray(offset, offset + length));
    offset += length;
  }
  return tables;
}

export type FontAxis = { tag: string; min: number; default: number; max: number };

/** The variation axes (fvar) of a WOFF2 file, or [] for a static face. */
export function woff2Axes(path: string): FontAxis[] {
  const fvar = woff2Tables(path).get("fvar");
  if (!fvar) return [];
  const axesOffset = fvar.readUInt16BE(4);
  const axisCount = fvar.readUInt16BE(8);
  const axisSize = fvar.readUInt16BE(10);
  return Array.from({ length: axisCount }, (_, axis) => {
    const record = fvar.subarray(axesOffset + axis * axisSize);
    return {
      tag: record.toString("latin1", 0, 4),
      min: record.readInt32BE(4) / 65536,
      default: record.readInt32BE(8) / 65536,
      max: record.readInt32BE(12) / 65536,
    };
  });
}

/** The characters a WOFF2 file has glyphs for: its Unicode cmap subtables of format 4 (the BMP) and 12 (all planes). */
export function woff2Characters(path: string): Set<number> {
  const cmap = woff2Tables(path).get("cmap");
  if (!cmap) throw new Error(`${path} has no cmap table`);
  const characters = new Set<number>();
  const subtableCount = cmap.readUInt16BE(2);
  for (let index = 0; index < subtableCount; index += 1) {
    const subtable = cmap.subarray(cmap.readUInt32BE(4 + index * 8 + 4));
    const format = subtable.readUInt16BE(0);
    if (format === 4) {
      const segments = subtable.readUInt16BE(6) / 2;
      const ends = 14;
      const starts = ends + segments * 2 + 2;
      const deltas = starts + segments * 2;
      const rangeOffsets = deltas + segments * 2;
      for (let segment = 0; segment < segments; segment += 1) {
        const start = subtable.readUInt16BE(starts + segment * 2);
        const end = subtable.readUInt16BE(ends + segment * 2);
        const delta = subtable.readInt16BE(deltas + segment * 2);
        const rangeOffset = subtable.readUInt16BE(rangeOffsets + segment * 2);
        for (let code = start; code <= end && code !== 0xffff; code += 1) {
          const glyph =
            rangeOffset === 0
              ? (code + delta) & 0xffff
              : subtable.readUInt16BE(rangeOffsets + segment * 2 + rangeOffset + (code - start) * 2);
          if (glyph !== 0) characters.add(code);
        }
      }
    } else if (format === 12) {
      const groups = subtable.readUInt32BE(12);
      for (let group = 0; group < groups; group += 1) {
        const record = subtable.subarray(16 + group * 12);
        for (let code = record.readUInt32BE(0); code <= record.readUInt32BE(4); code += 1) characters.add(code);
      }
    }
  }
  return characters;
}
