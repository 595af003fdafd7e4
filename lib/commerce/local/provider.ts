import "server-only";

import type { OnlinePaymentMethod } from "@/content/payment-methods";
import { sql } from "drizzle-orm";

import { policies } from "@/content/policies";
import { commerceMessages } from "@/content/messages/en/commerce";
import { readCatalogueFigures } from "@/lib/catalogue/read-figures";
import { buildShopCatalogue, type SellableItem } from "@/lib/catalogue/shop-catalogue";
import { catalogueReads, type FiguresSource } from "@/lib/commerce/catalogue-reads";
import { CommerceError } from "@/lib/commerce/errors";
import type { CommerceProblem } from "@/lib/commerce/problem";
import type { Cart, CartLineInput, CommerceOffers, CommerceProvider } from "@/lib/commerce/types";
import type { Db } from "@/lib/db";
import { checkDiscountCode, type DiscountCheck, type DiscountRefusal } from "@/lib/discounts/check-discount-code";
import { readStoredCart } from "./cart-read";
import {
  applyCartLineUpdates,
  deleteCartLines,
  insertCart,
  saveCartDiscountCode,
  upsertCartLines,
  type CartWriteRefusal,
} from "./cart-store";
import { reshapeLocalCart } from "./reshape";
import { logError } from "@/lib/observability/json-log";

const PROVIDER_NAME = "the shop";
const cartNotFound = () =>
  new CommerceError("cart", { code: "cart_error", details: ["The specified cart does not exist."] });
const refusalProblems: Record<Exclude<DiscountRefusal, "minimum">, CommerceProblem> = {
  unknown: { code: "discount_unknown" },
  used: { code: "discount_used" },
  expired: { code: "discount_expired" },
  unconfirmed: { code: "discount_unconfirmed" },
  not_started: { code: "discount_not_started" },
  used_up: { code: "discount_used_up" },
  used_by_you: { code: "discount_used_by_you" },
  not_for_items: { code: "discount_not_applicable" },
};

/** The commerce problem of a refused code; a minimum not met names the amount. */
function discountProblem(check: Extract<DiscountCheck, { ok: false }>): CommerceProblem {
  return check.reason === "minimum"
    ? { code: "discount_minimum", minimumFils: check.minimumFils ?? 0 }
    : refusalProblems[check.reason];
}
const { maxQuantityPerLine } = policies.cart;
const overQuantityLimit = () => new CommerceError("cart", { code: "quantity_limit" });

const overStock = (merchandiseId: string, inStock: number) =>
  new CommerceError("cart", { code: "stock_limit", merchandiseId, inStock: Math.max(0, inStock) });

/** A change that wrote nothing: the cart is gone, or its order waits for the payment (finish or cancel it first). */
function refuseWrite(refusal: CartWriteRefusal | null): void {
  if (refusal === "no-cart") throw cartNotFound();
  if (refusal === "awaiting-payment") throw new CommerceError("cart", { code: "awaiting_payment" });
}

/** The shop's own checkout, figures and VAT. */
const localOffers: CommerceOffers = {
  checkout: "local",
  ownCheckout: true,
  editableCatalogue: true,
  shopVat: true,
  connectivityChecks: false,
};

/**
 * Refuses items that are unknown, coming soon, sold out or ordered in impossible quantities before anything is
 * written. `inCart` is what the cart already holds of each item: adding must not go past the stock either. The
 * order's transaction checks the stock again (lib/catalogue/stock.ts); this is the early, friendly refusal.
 */
function assertPurchasable(
  lines: CartLineInput[],
  sellable: SellableItem[],
  inCart: Map<string, number> = new Map(),
): void {
  for (const line of lines) {
    const item = sellable.find((candidate) => candidate.merchandiseId === line.merchandiseId);
    if (!item?.orderable || !Number.isInteger(line.quantity) || line.quantity < 1) {
      throw new CommerceError("cart", { code: "not_purchasable" });
    }
    if (line.quantity > maxQuantityPerLine) throw overQuantityLimit();
    const held = inCart.get(line.merchandiseId) ?? 0;
    if (item.available !== null && held + line.quantity > item.available)
      throw overStock(item.merchandiseId, item.available);
  }
}

async function addWithinCap(db: Db, cartId: string, lines: CartLineInput[]): Promise<void> {
  const outcome = await upsertCartLines(db, cartId, lines, maxQuantityPerLine);
  if (outcome === "over-cap") throw overQuantityLimit();
  if (outcome !== "added") refuseWrite(outcome);
}

/** Each item's quantity in a stored cart, by merchandise id and by line id. */
async function quantitiesIn(db: Db, cartId: string) {
  const lines = (await readStoredCart(db, cartId))?.lines ?? [];
  return {
    byItem: new Map(lines.map((line) => [line.merchandiseId, line.quantity])),
    itemOfLine: new Map(lines.map((line) => [line.id, line.merchandiseId])),
  };
}

/**
 * The catalogue and carts in the shop's own database; `connect` is called per operation so nothing opens at import.
 * Prices and stock come from `figures`: the app hands in the tagged cache, which an edit in /admin/catalogue (or an
 * order taking stock) revalidates on every instance, so a page or a cart read costs no extra round trip; without it
 * they are read from the database each time. The order's transaction reads the figures afresh
 * (place-cash-on-delivery-order.ts), so a cart can never buy at a stale price or past the stock.
 */
export function createLocalProvider(
  connect: () => Promise<Db>,
  options: { figures?: FiguresSource; payNowOffered?: readonly OnlinePaymentMethod[] | undefined } = {},
): CommerceProvider {
  const figures = options.figures ?? (async () => readCatalogueFigures(await connect()));
  const sellableNow = async (): Promise<SellableItem[]> => buildShopCatalogue(await figures(), "en").sellable;

  async function readCart(db: Db, cartId: string): Promise<Cart | null> {
    const [stored, sellable] = await Promise.all([readStoredCart(db, cartId), sellableNow()]);
    const cart = stored && reshapeLocalCart(cartId, stored.lines, stored.discount, sellable);
    return cart && options.payNowOffered?.length ? { ...cart, payNowOffered: options.payNowOffered } : cart;
  }

  /** The cart after a change; a change to a cart that does not exist wrote nothing, and is reported here. */
  async function readChangedCart(db: Db, cartId: string): Promise<Cart> {
    const cart = await readCart(db, cartId);
    if (!cart) throw cartNotFound();
    return cart;
  }

  return {
    name: PROVIDER_NAME,
    offers: localOffers,
    ...catalogueReads(async (locale) => buildShopCatalogue(await figures(), locale)),

    async getCart(cartId) {
      return readCart(await connect(), cartId);
    },

    async createCart(lines = []) {
      const db = await connect();
      assertPurchasable(lines, await sellableNow());
      const cartId = await insertCart(db);
      await addWithinCap(db, cartId, lines);
      return readChangedCart(db, cartId);
    },

    async addCartLines(cartId, lines) {
      const db = await connect();
      const sellable = await sellableNow();
      // What the cart holds already counts against the stock; read only when some item's stock is counted.
      const counted = lines.some(
        (line) => sellable.find((item) => item.merchandiseId === line.merchandiseId)?.available != null,
      );
      assertPurchasable(lines, sellable, counted ? (await quantitiesIn(db, cartId)).byItem : undefined);
      await addWithinCap(db, cartId, lines);
      return readChangedCart(db, cartId);
    },

    async updateCartLines(cartId, updates) {
      if (updates.some((update) => update.quantity > maxQuantityPerLine)) throw overQuantityLimit();
      const db = await connect();
      const sellable = await sellableNow();
      const itemOfLine = sellable.some((item) => item.available !== null)
        ? (await quantitiesIn(db, cartId)).itemOfLine
        : new Map<string, string>();
      for (const update of updates) {
        const item = sellable.find((candidate) => candidate.merchandiseId === itemOfLine.get(update.id));
        if (item?.available != null && update.quantity > item.available)
          throw overStock(item.merchandiseId, item.available);
      }
      refuseWrite(await applyCartLineUpdates(db, cartId, updates));
      return readChangedCart(db, cartId);
    },

    async removeCartLines(cartId, lineIds) {
      const db = await connect();
      refuseWrite(await deleteCartLines(db, cartId, lineIds));
      return readChangedCart(db, cartId);
    },

    async applyDiscountCode(cartId, code) {
      const db = await connect();
      // Asked first: a missing cart is reported as missing whatever code was typed.
      const [stored, sellable] = await Promise.all([readStoredCart(db, cartId), sellableNow()]);
      if (!stored) throw cartNotFound();
      // The minimum and the chosen products are weighed against the cart's lines priced as the catalogue has them.
      const lines = stored.lines.flatMap((line) => {
        const item = sellable.find((candidate) => candidate.merchandiseId === line.merchandiseId);
        return item ? [{ merchandiseId: line.merchandiseId, totalFils: item.priceFils * line.quantity }] : [];
      });
      const check = await checkDiscountCode(db, code, lines);
      if (!check.ok) throw new CommerceError("cart", discountProblem(check));
      refuseWrite(await saveCartDiscountCode(db, cartId, check.code));
      return readChangedCart(db, cartId);
    },

    async removeDiscountCode(cartId) {
      const db = await connect();
      refuseWrite(await saveCartDiscountCode(db, cartId, null));
      return readChangedCart(db, cartId);
    },

    async checkHealth() {
      try {
        const db = await connect();
        await db.execute(sql`select 1`);
        return { ok: true, provider: PROVIDER_NAME };
      } catch (error) {
        logError("[commerce] local health check failed", error);
        return { ok: false, provider: PROVIDER_NAME, message: commerceMessages.unexpected };
      }
    },
  };
}
