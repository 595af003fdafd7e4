import { readFileSync } from "node:fs";
import { brotliDecompressSync } from "node:zlib";

// WOFF2 (W3C Recommendation, section 5): a 48-byte header, a table directory, then every table in one Brotli stream.
// The 63 table tags a directory entry names by index (section 4.1); "cvt ", "CFF " and "SVG " end in a space.
const knownTags = ["cmap", "head", "hhea", "hmtx", "maxp", "name", "OS/2", "post", "cvt ", "fpgm", "glyf", "loca", "prep", "CFF ", "VORG", "EBDT", "EBLC", "gasp", "hdmx", "kern", "LTSH", "PCLT", "VDMX", "vhea", "vmtx", "BASE", "GDEF", "GPOS", "GSUB", "EBSC", "JSTF", "MATH", "CBDT", "CBLC", "COLR", "CPAL", "SVG ", "sbix", "acnt", "avar", "bdat", "bloc", "bsln", "cvar", "fdsc", "feat", "fmtx", "fvar", "gvar", "hsty", "just", "lcar", "mort", "morx", "opbd", "prop", "trak", "Zapf", "Silf", "Glat", "Gloc", "Feat", "Sill"];

function readBase128(bytes: Buffer, at: { offset: number }): number {
  let value = 0;
  for (let index = 0; index < 5; index += 1) {
    const byte = bytes[at.offset++]!;
    value = value * 128 + (byte & 0x7f);
    if ((byte & 0x80) === 0) return value;
  }
  throw new Error("UIntBase128 longer than 5 bytes");
}

export type FontAxis = { tag: string; min: number; default: number; max: number };

/** The variation axes (fvar) of a WOFF2 file, or [] for a static face. */
export function woff2Axes(path: string): FontAxis[] {
  const file = readFileSync(path);
  if (file.toString("latin1", 0, 4) !== "wOF2") throw new Error(`${path} is not a WOFF2 file`);
  const numTables = file.readUInt16BE(12);
  const compressedSize = file.readUInt32BE(20);
  const at = { offset: 48 };
  const tables: { tag: string; length: number }[] = [];
  for (let index = 0; index < numTables; index += 1) {
    const flags = file[at.offset++]!;
    const tag = (flags & 0x3f) === 0x3f ? file.toString("latin1", at.offset, (at.offset += 4)) : knownTags[flags & 0x3f]!;
    const transformVersion = flags >> 6;
    const origLength = readBase128(file, at);
    // glyf and loca are transformed unless their version is 3; any other table only when its version is not 0.
    const transformed = tag === "glyf" || tag === "loca" ? transformVersion !== 3 : transformVersion !== 0;
    tables.push({ tag, length: transformed ? readBase128(file, at) : origLength });
  }
  const data = brotliDecompressSync(file.subarray(at.offset, at.offset + compressedSize));
  let offset = 0;
  for (const table of tables) {
    if (table.tag === "fvar") {
      const fvar = data.subarray(offset, offset + table.length);
      const axesOffset = fvar.readUInt16BE(4);
      const axisCount = fvar.readUInt16BE(8);
      const axisSize = fvar.readUInt16BE(10);
      return Array.from({ length: axisCount }, (_, axis) => {
        const record = fvar.subarray(axesOffset + axis * axisSize);
        return { tag: record.toString("latin1", 0, 4), min: record.readInt32BE(4) / 65536, default: record.readInt32BE(8) / 65536, max: record.readInt32BE(12) / 65536 };
      });
    }
    offset += table.length;
  }
  return [];
}
