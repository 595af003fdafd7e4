// A small writer and reader of ustar archives (regular files only), enough for the shop's backups: one archive file an
// owner can also open with `tar -xf`. Files are streamed, so a large database dump never sits in memory whole.
import { createReadStream, createWriteStream } from "node:fs";
import { mkdir, open, stat } from "node:fs/promises";
import path from "node:path";
import { pipeline } from "node:stream/promises";

const BLOCK = 512;

export type TarSource = { name: string; file: string };

function octal(value: number, width: number): string {
  return value.toString(8).padStart(width - 1, "0") + "\0";
}

/** The 512-byte ustar header of a regular file; names longer than 100 bytes use the prefix field. */
function headerOf(name: string, size: number, mtime: Date): Buffer {
  const header = Buffer.alloc(BLOCK);
  let prefix = "";
  let base = name;
  if (Buffer.byteLength(name) > 100) {
    const cut = name.lastIndexOf("/", 155);
    prefix = name.slice(0, cut);
    base = name.slice(cut + 1);
  }
  if (Buffer.byteLength(base) > 100 || Buffer.byteLength(prefix) > 155)
    throw new Error(`name too long for tar: ${name}`);
  header.write(base, 0);
  header.write(octal(0o644, 8), 100);
  header.write(octal(0, 8), 108);
  header.write(octal(0, 8), 116);
  header.write(octal(size, 12), 124);
  header.write(octal(Math.floor(mtime.getTime() / 1000), 12), 136);
  header.write("        ", 148);
  header.write("0", 156);
  header.write("ustar\0", 257);
  header.write("00", 263);
  header.write(prefix, 345);
  let sum = 0;
  for (const byte of header) sum += byte;
  header.write(octal(sum, 7) + " ", 148);
  return header;
}

/** Writes `sources` in order into the archive at `target`. */
export async function writeTar(target: string, sources: TarSource[]): Promise<void> {
  const out = createWriteStream(target);
  const write = (chunk: Buffer) =>
    new Promise<void>((resolve, reject) => out.write(chunk, (error) => (error ? reject(error) : resolve())));
  try {
    for (const source of sources) {
      const { size, mtime } = await stat(source.file);
      await write(headerOf(source.name, size, mtime));
      await pipeline(createReadStream(source.file), out, { end: false });
      const padding = (BLOCK - (size % BLOCK)) % BLOCK;
      if (padding) await write(Buffer.alloc(padding));
    }
    await write(Buffer.alloc(BLOCK * 2));
  } finally {
    await new Promise<void>((resolve, reject) =>
      out.end((error?: Error | null) => (error ? reject(error) : resolve())),
    );
  }
}

const text = (block: Buffer, start: number, length: number) =>
  block
    .subarray(start, start + length)
    .toString("utf8")
    .replace(/\0.*$/s, "");

/** The entries of the archive at `source` (name and byte range), read from its headers. */
export async function listTar(source: string): Promise<{ name: string; offset: number; size: number }[]> {
  const handle = await open(source, "r");
  try {
    const { size: total } = await handle.stat();
    const entries: { name: string; offset: number; size: number }[] = [];
    const block = Buffer.alloc(BLOCK);
    for (let position = 0; position + BLOCK <= total;) {
      await handle.read(block, 0, BLOCK, position);
      if (block.every((byte) => byte === 0)) break;
      const size = parseInt(text(block, 124, 12).trim() || "0", 8);
      const prefix = text(block, 345, 155);
      const name = prefix ? `${prefix}/${text(block, 0, 100)}` : text(block, 0, 100);
      if (Number.isNaN(size) || position + BLOCK + size > total)
        throw new Error("the archive is truncated or not a tar file");
      if (text(block, 156, 1) === "0" || text(block, 156, 1) === "")
        entries.push({ name, offset: position + BLOCK, size });
      position += BLOCK + Math.ceil(size / BLOCK) * BLOCK;
    }
    return entries;
  } finally {
    await handle.close();
  }
}

/** Copies one entry's bytes out of the archive into `target`. */
export async function extractTarEntry(source: string, entry: { offset: number; size: number }, target: string) {
  await mkdir(path.dirname(target), { recursive: true });
  if (entry.size === 0) return void (await open(target, "w").then((handle) => handle.close()));
  await pipeline(
    createReadStream(source, { start: entry.offset, end: entry.offset + entry.size - 1 }),
    createWriteStream(target),
  );
}
