import "server-only";

import { cookies } from "next/headers";

import { FLASH_COOKIE, type FlashKey } from "./flash";

/** Only a key from a fixed list travels in the cookie, never text, so nobody can make the shop toast their words. */
export async function setFlash(key: FlashKey): Promise<void> {
  (await cookies()).set(FLASH_COOKIE, key, { path: "/", maxAge: 60, sameSite: "lax", httpOnly: false });
}
