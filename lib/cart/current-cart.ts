import "server-only";

import { cookies } from "next/headers";

import type { Cart } from "@/lib/commerce/types";

// TEMP stub until helper "data" lands the real cart backend; dropped at merge.
const store = ((globalThis as { __tempCarts?: Map<string, Cart> }).__tempCarts ??= new Map<string, Cart>());

export function tempCartStore(): Map<string, Cart> {
  return store;
}

export async function getCurrentCart(): Promise<Cart | null> {
  const id = (await cookies()).get("cart_id")?.value;
  return id ? (store.get(id) ?? null) : null;
}
