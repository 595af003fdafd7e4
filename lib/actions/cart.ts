"use server";

import { cookies } from "next/headers";

import { findSellableItem } from "@/content/catalog";
import type { Cart, CartLine } from "@/lib/commerce/types";
import { getCurrentCart, tempCartStore } from "@/lib/cart/current-cart";

// TEMP stub until helper "data" lands the real cart backend; dropped at merge.
export type CartActionState = { ok: true; cart: Cart | null } | { ok: false; message: string; cart: Cart | null };

function withTotals(cart: Cart, lines: CartLine[]): Cart {
  const priced = lines.map((line) => ({ ...line, lineTotal: { amount: line.variant.price.amount * line.quantity, currencyCode: "AED" } }));
  const next = {
    ...cart,
    lines: priced,
    totalQuantity: priced.reduce((sum, line) => sum + line.quantity, 0),
    totalAmount: { amount: priced.reduce((sum, line) => sum + line.lineTotal.amount, 0), currencyCode: "AED" },
  };
  tempCartStore().set(next.id, next);
  return next;
}

export async function addToCartAction(input: { merchandiseId: string; quantity: number }): Promise<CartActionState> {
  const item = findSellableItem(input.merchandiseId);
  if (!item) return { ok: false, message: "This product is not available for purchase at the moment.", cart: await getCurrentCart() };
  let cart = await getCurrentCart();
  if (!cart) {
    cart = { id: crypto.randomUUID(), checkoutUrl: "/checkout/delivery", totalQuantity: 0, totalAmount: { amount: 0, currencyCode: "AED" }, lines: [] };
    (await cookies()).set("cart_id", cart.id, { httpOnly: true, sameSite: "lax", path: "/" });
  }
  const existing = cart.lines.find((line) => line.merchandiseId === item.merchandiseId);
  const lines = existing
    ? cart.lines.map((line) => (line === existing ? { ...line, quantity: line.quantity + input.quantity } : line))
    : [
        ...cart.lines,
        {
          id: crypto.randomUUID(),
          merchandiseId: item.merchandiseId,
          quantity: input.quantity,
          product: { id: item.productId, title: item.title, handle: item.handle },
          variant: { id: item.merchandiseId, title: "Default Title", price: { amount: item.price, currencyCode: "AED" }, image: { url: item.image, altText: item.title } },
          lineTotal: { amount: 0, currencyCode: "AED" },
        },
      ];
  return { ok: true, cart: withTotals(cart, lines) };
}

export async function updateCartLineAction(input: { lineId: string; quantity: number }): Promise<CartActionState> {
  const cart = await getCurrentCart();
  if (!cart) return { ok: true, cart: null };
  const lines = cart.lines.map((line) => (line.id === input.lineId ? { ...line, quantity: input.quantity } : line)).filter((line) => line.quantity > 0);
  return { ok: true, cart: withTotals(cart, lines) };
}

export async function removeCartLineAction(input: { lineId: string }): Promise<CartActionState> {
  const cart = await getCurrentCart();
  if (!cart) return { ok: true, cart: null };
  return { ok: true, cart: withTotals(cart, cart.lines.filter((line) => line.id !== input.lineId)) };
}

export async function clearCartAction(): Promise<CartActionState> {
  (await cookies()).delete("cart_id");
  return { ok: true, cart: null };
}

export async function startCheckoutAction(): Promise<{ ok: true; url: string } | { ok: false; message: string }> {
  const cart = await getCurrentCart();
  if (!cart || cart.lines.length === 0) return { ok: false, message: "Unable to redirect to checkout. Please try adding items to cart first." };
  return { ok: true, url: cart.checkoutUrl };
}
