import { createHmac } from "node:crypto";

const BASE32 = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";

function decodeBase32(input: string): Buffer {
  const clean = input.toUpperCase().replace(/=+$/, "").replace(/\s/g, "");
  let bits = "";
  for (const character of clean) {
    const index = BASE32.indexOf(character);
    if (index < 0) throw new Error(`not base32: ${character}`);
    bits += index.toString(2).padStart(5, "0");
  }
  const bytes = [];
  for (let offset = 0; offset + 8 <= bits.length; offset += 8)
    bytes.push(Number.parseInt(bits.slice(offset, offset + 8), 2));
  return Buffer.from(bytes);
}

const STEP_MS = 30_000;
/** Per secret, the 30-second steps whose code this process has handed out. */
const handedOut = new Map<string, Set<number>>();

/** Blocks the thread (a test helper only): the next step's code is the first one the shop has not seen. */
function sleepSync(ms: number) {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}

/**
 * RFC 6238 TOTP (SHA-1, 30 s, 6 digits), as an authenticator app computes it from the setup key. With `at`, the
 * code of that moment. Without it, a code this process has not handed out before for the secret: the shop refuses a
 * code it has seen within its window (lib/auth/used-totp-codes.ts), as an app user who signs in twice within 30 s
 * waits for the next code. It gives the current step's code, then the next step's (also accepted now), then waits.
 */
export function totpCode(base32Secret: string, at?: number): string {
  if (at !== undefined) return codeAt(base32Secret, Math.floor(at / STEP_MS));
  const used = handedOut.get(base32Secret) ?? new Set<number>();
  handedOut.set(base32Secret, used);
  for (;;) {
    const now = Math.floor(Date.now() / STEP_MS);
    const step = [now, now + 1].find((candidate) => !used.has(candidate));
    if (step !== undefined) {
      used.add(step);
      return codeAt(base32Secret, step);
    }
    sleepSync((now + 1) * STEP_MS - Date.now() + 50);
  }
}

function codeAt(base32Secret: string, step: number): string {
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(step));
  const digest = createHmac("sha1", decodeBase32(base32Secret)).update(counter).digest();
  const offset = digest[digest.length - 1]! & 0x0f;
  const binary = (digest.readUInt32BE(offset) & 0x7fffffff) % 1_000_000;
  return binary.toString().padStart(6, "0");
}
