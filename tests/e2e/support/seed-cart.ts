import { randomBytes, randomUUID } from "node:crypto";
import postgres from "postgres";

/**
 * Seeds a cart straight into the server's Postgres database, the way the local provider stores one, and returns
 * its id for the cart cookie. Embedded PGlite cannot be opened by a second process, so without DATABASE_URL
 * there is nothing to seed and the caller skips.
 */
export async function seedCart(lines: { merchandiseId: string; quantity: number }[]): Promise<string> {
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error("seedCart needs DATABASE_URL");
  const sql = postgres(url, { max: 1, onnotice: () => {} });
  try {
    const cartId = randomBytes(24).toString("base64url");
    await sql`insert into carts (id) values (${cartId})`;
    for (const line of lines) {
      await sql`insert into cart_lines (id, cart_id, merchandise_id, quantity) values (${randomUUID()}, ${cartId}, ${line.merchandiseId}, ${line.quantity})`;
    }
    return cartId;
  } finally {
    await sql.end();
  }
}

export const canSeedCarts = Boolean(process.env.DATABASE_URL);

/**
 * The shop's cart cookie for `cartId`, as production sets it: `__Host-` prefixed, Secure, Path=/ and host-only.
 * Given as domain + path: Chromium refuses a `__Host-` cookie handed over with a `url` ("Invalid cookie fields").
 */
export function cartCookie(baseURL: string | undefined, cartId: string) {
  const host = new URL(baseURL ?? "http://127.0.0.1:3100").hostname;
  return {
    name: "__Host-cart_id",
    value: cartId,
    domain: host,
    path: "/",
    secure: true,
    httpOnly: true,
    sameSite: "Lax" as const,
  };
}
