import "server-only";

import { cookies } from "next/headers";

import { env } from "@/lib/env";

export const CART_COOKIE = "cart_id";
const THIRTY_DAYS_IN_SECONDS = 60 * 60 * 24 * 30;

export async function readCartId(): Promise<string | undefined> {
  const value = (await cookies()).get(CART_COOKIE)?.value;
  // Anything longer than a cart id is not one of ours.
  return value && value.length <= 256 ? value : undefined;
}

export async function saveCartId(cartId: string): Promise<void> {
  (await cookies()).set(CART_COOKIE, cartId, {
    httpOnly: true,
    sameSite: "lax",
    secure: env.NODE_ENV === "production",
    path: "/",
    maxAge: THIRTY_DAYS_IN_SECONDS,
  });
}

/** Forgets the saved cart. During a page render cookies are read-only, so there the stale id simply stays until the next action. */
export async function forgetCartId(): Promise<void> {
  try {
    (await cookies()).delete({ name: CART_COOKIE, path: "/" });
  } catch {
    // Server Components cannot write cookies; the next cart action replaces the id.
  }
}
