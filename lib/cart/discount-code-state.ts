import type { ShopperCart } from "@/lib/commerce/types";

/** What the discount code field shows after a submit; `cart` is the cart as it now stands (null without one). */
export type DiscountCodeState = {
  ok: boolean;
  message: string | null;
  cart: ShopperCart | null;
  /** What the shopper typed, kept when the code is refused so they can correct it. */
  code: string;
};

export const initialDiscountCodeState: DiscountCodeState = { ok: false, message: null, cart: null, code: "" };

/** Submit buttons name their intent: the field's Apply, or Remove beside an applied code. */
export const discountCodeFields = ["code", "intent"] as const;
