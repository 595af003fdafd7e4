import "server-only";

import { sql } from "drizzle-orm";

import { findSellableItem } from "@/content/catalog";
import { policies } from "@/content/policies";
import { cartMessages } from "@/content/messages/en/cart";
import { commerceMessages } from "@/content/messages/en/commerce";
import { CommerceError } from "@/lib/commerce/errors";
import type { Cart, CartLineInput, CommerceProvider } from "@/lib/commerce/types";
import type { Db } from "@/lib/db";
import { checkDiscountCode, type DiscountRefusal } from "@/lib/discounts/check-discount-code";
import { readStoredCart } from "./cart-read";
import { applyCartLineUpdates, cartExists, deleteCartLines, insertCart, saveCartDiscountCode, upsertCartLines } from "./cart-store";
import { reshapeLocalCart } from "./reshape";

const PROVIDER_NAME = "the shop";
const cartNotFound = () => new CommerceError("cart", commerceMessages.cartError(["The specified cart does not exist."]));
const refusalMessages: Record<DiscountRefusal, string> = {
  unknown: cartMessages.discount.errors.unknown,
  used: cartMessages.discount.errors.used,
  expired: cartMessages.discount.errors.expired,
};
const { maxQuantityPerLine } = policies.cart;
const overQuantityLimit = () => new CommerceError("cart", cartMessages.quantityLimit);

/** Refuses items that are unknown, coming soon or ordered in impossible quantities before anything is written. */
function assertPurchasable(lines: CartLineInput[]): void {
  for (const line of lines) {
    const item = findSellableItem(line.merchandiseId);
    if (!item?.purchasable || !Number.isInteger(line.quantity) || line.quantity < 1) {
      throw new CommerceError("cart", cartMessages.notPurchasable.description);
    }
    if (line.quantity > maxQuantityPerLine) throw overQuantityLimit();
  }
}

async function addWithinCap(db: Db, cartId: string, lines: CartLineInput[]): Promise<void> {
  const outcome = await upsertCartLines(db, cartId, lines, maxQuantityPerLine);
  if (outcome === "over-cap") throw overQuantityLimit();
  if (outcome === "no-cart") throw cartNotFound();
}

async function readCart(db: Db, cartId: string): Promise<Cart | null> {
  const stored = await readStoredCart(db, cartId);
  return stored && reshapeLocalCart(cartId, stored.lines, stored.discount);
}

/** The cart after a change; a change to a cart that does not exist wrote nothing, and is reported here. */
async function readChangedCart(db: Db, cartId: string): Promise<Cart> {
  const cart = await readCart(db, cartId);
  if (!cart) throw cartNotFound();
  return cart;
}

/** Carts in the shop's own database; `connect` is called per operation so nothing opens at import. */
export function createLocalProvider(connect: () => Promise<Db>): CommerceProvider {
  return {
    name: PROVIDER_NAME,

    async getCart(cartId) {
      return readCart(await connect(), cartId);
    },

    async createCart(lines = []) {
      assertPurchasable(lines);
      const db = await connect();
      const cartId = await insertCart(db);
      await addWithinCap(db, cartId, lines);
      return readChangedCart(db, cartId);
    },

    async addCartLines(cartId, lines) {
      assertPurchasable(lines);
      const db = await connect();
      await addWithinCap(db, cartId, lines);
      return readChangedCart(db, cartId);
    },

    async updateCartLines(cartId, updates) {
      if (updates.some((update) => update.quantity > maxQuantityPerLine)) throw overQuantityLimit();
      const db = await connect();
      await applyCartLineUpdates(db, cartId, updates);
      return readChangedCart(db, cartId);
    },

    async removeCartLines(cartId, lineIds) {
      const db = await connect();
      await deleteCartLines(db, cartId, lineIds);
      return readChangedCart(db, cartId);
    },

    async applyDiscountCode(cartId, code) {
      const db = await connect();
      // Asked first: a missing cart is reported as missing whatever code was typed.
      if (!(await cartExists(db, cartId))) throw cartNotFound();
      const check = await checkDiscountCode(db, code);
      if (!check.ok) throw new CommerceError("cart", refusalMessages[check.reason]);
      if (!(await saveCartDiscountCode(db, cartId, check.code))) throw cartNotFound();
      return readChangedCart(db, cartId);
    },

    async removeDiscountCode(cartId) {
      const db = await connect();
      if (!(await saveCartDiscountCode(db, cartId, null))) throw cartNotFound();
      return readChangedCart(db, cartId);
    },

    async checkHealth() {
      try {
        const db = await connect();
        await db.execute(sql`select 1`);
        return { ok: true, provider: PROVIDER_NAME };
      } catch (error) {
        console.error("[commerce] local health check failed", error);
        return { ok: false, provider: PROVIDER_NAME, message: commerceMessages.unexpected };
      }
    },
  };
}
