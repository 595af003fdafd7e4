import "server-only";

import { sql } from "drizzle-orm";

import { findSellableItem } from "@/content/catalog";
import { cartMessages } from "@/content/messages/en/cart";
import { commerceMessages } from "@/content/messages/en/commerce";
import { CommerceError } from "@/lib/commerce/errors";
import type { Cart, CartLineInput, CommerceProvider } from "@/lib/commerce/types";
import type { Db } from "@/lib/db";
import { applyCartLineUpdates, deleteCartLines, insertCart, isMissingCartError, readCartWithLines, upsertCartLines } from "./cart-store";
import { reshapeLocalCart } from "./reshape";

const PROVIDER_NAME = "the shop";
const cartNotFound = () => new CommerceError("cart", commerceMessages.cartError(["The specified cart does not exist."]));

/** Refuses items that are unknown, coming soon or ordered in impossible quantities before anything is written. */
function assertPurchasable(lines: CartLineInput[]): void {
  for (const line of lines) {
    const item = findSellableItem(line.merchandiseId);
    if (!item?.purchasable || !Number.isInteger(line.quantity) || line.quantity < 1) {
      throw new CommerceError("cart", cartMessages.notPurchasable.description);
    }
  }
}

/** Carts in the shop's own database; `connect` is called per operation so nothing opens at import. */
export function createLocalProvider(connect: () => Promise<Db>): CommerceProvider {
  /** The cart after a change; a change to a cart that does not exist touched nothing and reads as cart-not-found. */
  async function readChangedCart(db: Db, cartId: string): Promise<Cart> {
    const lines = await readCartWithLines(db, cartId);
    if (!lines) throw cartNotFound();
    return reshapeLocalCart(cartId, lines);
  }

  return {
    name: PROVIDER_NAME,

    async getCart(cartId) {
      const lines = await readCartWithLines(await connect(), cartId);
      return lines ? reshapeLocalCart(cartId, lines) : null;
    },

    async createCart(lines = []) {
      assertPurchasable(lines);
      const db = await connect();
      const cartId = await insertCart(db);
      await upsertCartLines(db, cartId, lines);
      return readChangedCart(db, cartId);
    },

    async addCartLines(cartId, lines) {
      assertPurchasable(lines);
      const db = await connect();
      try {
        await upsertCartLines(db, cartId, lines);
      } catch (error) {
        // The lines' foreign key answers "does the cart exist" in the same statement.
        if (isMissingCartError(error)) throw cartNotFound();
        throw error;
      }
      return readChangedCart(db, cartId);
    },

    async updateCartLines(cartId, updates) {
      const db = await connect();
      await applyCartLineUpdates(db, cartId, updates);
      return readChangedCart(db, cartId);
    },

    async removeCartLines(cartId, lineIds) {
      const db = await connect();
      await deleteCartLines(db, cartId, lineIds);
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
