import type { ShopperCart } from "@/lib/commerce/types";

/** The shopper's cart from GET /api/cart; any failure reads as "no cart", so the header never breaks. */
export async function fetchCart(signal: AbortSignal): Promise<ShopperCart | null> {
  try {
    const response = await fetch("/api/cart", { cache: "no-store", signal });
    if (!response.ok) return null;
    const body = (await response.json()) as { cart?: ShopperCart | null };
    return body.cart ?? null;
  } catch {
    return null;
  }
}
