import type { Metadata } from "next";

import { CartView } from "@/components/cart/cart-view";
import { getCurrentCart } from "@/lib/cart/current-cart";
import { cartMessages } from "@/content/messages/en/cart";

export const metadata: Metadata = {
  title: cartMessages.page.title,
  description: cartMessages.page.metaDescription,
  robots: { index: false },
};

/** Rendered per request so the cart shows (and its buttons post) before JavaScript arrives. */
export default async function CartPage() {
  const cart = await getCurrentCart();
  return (
    <div className="mx-auto max-w-7xl px-4 py-10">
      <CartView initialCart={cart} />
    </div>
  );
}
