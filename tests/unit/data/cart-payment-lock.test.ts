import { eq } from "drizzle-orm";

import { sellableItems } from "@/content/catalog";
import { CommerceError } from "@/lib/commerce/errors";
import { carts, orderItems, orders } from "@/lib/db/schema";
import { placeCashOnDeliveryOrder } from "@/lib/orders/place-cash-on-delivery-order";
import { awaitingPaymentOfCart, cancelCartPayment } from "@/lib/payments/cart-payment";
import { expireOverdueOrders } from "@/lib/payments/expire-unpaid-orders";
import { bundle, openPaymentShopForFile, payNowCustomer } from "@/tests/unit/support/online-payment-shop";

jest.mock("next/server", () => ({ ...jest.requireActual("next/server"), after: jest.fn() }));

const { db, shop, orderAtTheGateway } = openPaymentShopForFile();
const product = sellableItems.find((item) => item.kind === "product")!;

/** What a rejected change threw, as its problem code. */
const refusalOf = (change: Promise<unknown>) =>
  change.then(
    () => "changed",
    (error: unknown) => (error instanceof CommerceError ? error.problem.code : String(error)),
  );

const quantities = (rows: { merchandiseId: string | null; quantity: number }[]) =>
  Object.fromEntries(rows.map((row) => [row.merchandiseId, row.quantity]));

describe("a cart whose order waits for its online payment", () => {
  test("refuses every change, so the shopper pays for exactly what it shows", async () => {
    const { cartId } = await orderAtTheGateway("stripe");
    const before = await shop().getCart(cartId);
    const line = before!.lines[0]!;

    expect(await refusalOf(shop().addCartLines(cartId, [{ merchandiseId: product.merchandiseId, quantity: 1 }]))).toBe(
      "awaiting_payment",
    );
    expect(await refusalOf(shop().updateCartLines(cartId, [{ id: line.id, quantity: 1 }]))).toBe("awaiting_payment");
    expect(await refusalOf(shop().removeCartLines(cartId, [line.id]))).toBe("awaiting_payment");
    expect(await refusalOf(shop().removeDiscountCode(cartId))).toBe("awaiting_payment");
    expect(await shop().getCart(cartId)).toEqual(before);
  });

  test("cancelling the payment ends the order, returns its stock and opens the cart; twice changes nothing more", async () => {
    const { cartId, order } = await orderAtTheGateway("checkoutcom");
    expect(await awaitingPaymentOfCart(db(), cartId)).toMatchObject({ orderId: order.id });

    expect(await cancelCartPayment(db(), cartId)).toBe(true);
    expect(await cancelCartPayment(db(), cartId)).toBe(false);
    const [ended] = await db().select().from(orders).where(eq(orders.id, order.id));
    expect(ended).toMatchObject({ lifecycleStage: "expired", checkoutKey: null });
    expect(await awaitingPaymentOfCart(db(), cartId)).toBeNull();

    const changed = await shop().addCartLines(cartId, [{ merchandiseId: product.merchandiseId, quantity: 1 }]);
    expect(changed.totalQuantity).toBe(4);
  });

  test("an order past its time to pay opens the cart again", async () => {
    const { cartId } = await orderAtTheGateway("stripe");
    await expireOverdueOrders(db(), new Date(Date.now() + 31 * 60_000));
    const [cart] = await db().select().from(carts).where(eq(carts.id, cartId));
    expect(cart?.awaitingPaymentSince).toBeNull();
    const line = (await shop().getCart(cartId))!.lines[0]!;
    expect((await shop().updateCartLines(cartId, [{ id: line.id, quantity: 1 }])).totalQuantity).toBe(1);
  });

  test("an add racing Pay now is either in the order or refused: the order always holds what the cart holds", async () => {
    for (let round = 0; round < 8; round += 1) {
      const cartId = (await shop().createCart([{ merchandiseId: bundle.merchandiseId, quantity: 1 }])).id;
      const [placed] = await Promise.all([
        placeCashOnDeliveryOrder(db(), { cartId, customer: payNowCustomer, payOnline: true }),
        refusalOf(shop().addCartLines(cartId, [{ merchandiseId: product.merchandiseId, quantity: 2 }])),
      ]);
      if (!placed.ok) throw new Error(placed.reason);
      const ordered = await db().select().from(orderItems).where(eq(orderItems.orderId, placed.order.id));
      const cart = await shop().getCart(cartId);
      expect(quantities(ordered)).toEqual(quantities(cart!.lines));
    }
  });
});
