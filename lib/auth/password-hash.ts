import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from "node:crypto";

/**
 * OWASP's scrypt setting N=2^15, r=8, p=3 (32 MiB, same strength as N=2^17 r=8 p=1 with a quarter of the memory,
 * which matters on a small shared server). node:crypto runs scrypt on libuv's thread pool, so hashing never blocks
 * the event loop the way Better Auth's default (a JavaScript scrypt) does.
 */
const PARAMS = { N: 2 ** 15, r: 8, p: 3 } as const;
/**
 * Jest's account tests hash hundreds of passwords, so tests/support/jest-test-env.ts asks for this cost. Honoured only
 * under NODE_ENV=test, which Jest sets and a shop server never has (`next start` runs as production, `next dev` as
 * development). Stored hashes carry their own cost, so a hash of either cost verifies anywhere.
 */
const TEST_PARAMS = { N: 2 ** 10, r: 8, p: 1 } as const;
const hashParams = () =>
  process.env.NODE_ENV === "test" && process.env.PASSWORD_HASH_COST === "test" ? TEST_PARAMS : PARAMS;
const KEY_LENGTH = 64;
const SALT_BYTES = 16;
const PREFIX = "scrypt";

function derive(password: string, salt: Buffer, params: { N: number; r: number; p: number }): Promise<Buffer> {
  const options: ScryptOptions = { ...params, maxmem: 256 * params.N * params.r };
  return new Promise((resolve, reject) => {
    // NFKC: the same passphrase typed on two keyboards (composed or decomposed accents) gives one hash.
    scrypt(password.normalize("NFKC"), salt, KEY_LENGTH, options, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

/** `scrypt$N$r$p$salt$key` (hex), so the cost can be raised later without breaking stored hashes. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const params = hashParams();
  const key = await derive(password, salt, params);
  return [PREFIX, params.N, params.r, params.p, salt.toString("hex"), key.toString("hex")].join("$");
}

/**
 * The same hash with a salt chosen by the caller: a pending sign-up is found by its password (lib/auth/sign-up-proof.ts),
 * which needs one hash to compare with every pending sign-up of an address instead of one per sign-up.
 */
export async function hashPasswordWithSalt(password: string, salt: Buffer): Promise<string> {
  const params = hashParams();
  const key = await derive(password, salt, params);
  return [PREFIX, params.N, params.r, params.p, salt.toString("hex"), key.toString("hex")].join("$");
}

export async function verifyPassword({ hash, password }: { hash: string; password: string }): Promise<boolean> {
  const [prefix, n, r, p, saltHex, keyHex] = hash.split("$");
  if (prefix !== PREFIX || !saltHex || !keyHex) return false;
  const params = { N: Number(n), r: Number(r), p: Number(p) };
  if (![params.N, params.r, params.p].every((value) => Number.isInteger(value) && value > 0)) return false;
  const expected = Buffer.from(keyHex, "hex");
  const actual = await derive(password, Buffer.from(saltHex, "hex"), params);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}
