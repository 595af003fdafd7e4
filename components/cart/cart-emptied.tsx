"use client";

import { useEffect } from "react";

import { useCart } from "@/components/cart/cart-provider";

/**
 * Rendered by the order confirmation: placing the order removed the cart on the server, but the header's cart (kept
 * by the layout across the redirect) would still count what was just ordered until the next full load.
 */
export function CartEmptied() {
  const { replace } = useCart();
  useEffect(() => replace(null), [replace]);
  return null;
}
