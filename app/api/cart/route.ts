import { NextResponse } from "next/server";

import { getCurrentCart } from "@/lib/cart/current-cart";

export const dynamic = "force-dynamic";

/** The shopper's cart for client components that load it after the page: `{ cart: Cart | null }`. */
export async function GET() {
  const cart = await getCurrentCart();
  return NextResponse.json({ cart }, { headers: { "Cache-Control": "no-store" } });
}
