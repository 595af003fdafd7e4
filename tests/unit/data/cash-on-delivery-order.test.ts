import { eq } from "drizzle-orm";

import { findSellableItem, sellableItems } from "@/content/catalog";
import { policies } from "@/content/policies";
import type { CartLineInput } from "@/lib/commerce/types";
import { cartLines, carts } from "@/lib/db/schema";
import { getOrderForConfirmation, type OrderConfirmation } from "@/lib/orders/get-order-for-confirmation";
import { lookupOrderForTracking } from "@/lib/orders/lookup-order";
import { placeCashOnDeliveryOrder, REPEAT_SUBMIT_WINDOW_MS } from "@/lib/orders/place-cash-on-delivery-order";
import { placeOrderRefusalText } from "@/lib/orders/place-order-refusal-text";
import { cashOnDeliverySchema } from "@/lib/validations/checkout";
import { deliveryDetails } from "@/tests/support/delivery-details";
import { openLocalShopForFile } from "@/tests/unit/support/local-shop";

const mask = findSellableItem("gid://shopify/ProductVariant/4801000000001")!;
const cleanser = findSellableItem("gid://shopify/ProductVariant/4801000000003")!;
const bundle = sellableItems.find((item) => item.kind === "bundle")!;

const form = deliveryDetails;
const customer = cashOnDeliverySchema.parse(form);

const { db, shop } = openLocalShopForFile();

async function cartWith(lines: CartLineInput[]) {
  return (await shop().createCart(lines)).id;
}

/** The confirmation of an order placed moments ago, which always shows its details. */
async function freshConfirmation(publicToken: string): Promise<OrderConfirmation | null> {
  const confirmation = await getOrderForConfirmation(db(), publicToken);
  if (confirmation === "expired") throw new Error("a new order's confirmation expired");
  return confirmation;
}

async function placeOrder(cartId: string) {
  const result = await placeCashOnDeliveryOrder(db(), { cartId, customer });
  if (!result.ok) throw new Error(`expected an order, got: ${result.reason}`);
  return result;
}

describe("placeCashOnDeliveryOrder", () => {
  test("orders are numbered #1001, #1002, ... and the cart is gone afterwards", async () => {
    const firstCart = await cartWith([{ merchandiseId: mask.merchandiseId, quantity: 1 }]);
    const first = await placeOrder(firstCart);
    const second = await placeOrder(await cartWith([{ merchandiseId: cleanser.merchandiseId, quantity: 1 }]));

    expect(first.order.orderNumber).toBe("#1001");
    expect(second.order.orderNumber).toBe("#1002");
    expect(await shop().getCart(firstCart)).toBeNull();
  });

  test("the total comes from the catalogue; price fields sent with the form are ignored", async () => {
    const tampered = cashOnDeliverySchema.parse({ ...form, price: "0.01", total: "1", totalAmount: 1 });
    const cartId = await cartWith([
      { merchandiseId: bundle.merchandiseId, quantity: 1 },
      { merchandiseId: cleanser.merchandiseId, quantity: 2 },
    ]);
    const result = await placeCashOnDeliveryOrder(db(), { cartId, customer: tampered });
    if (!result.ok) throw new Error(result.reason);

    const confirmation = await freshConfirmation(result.order.publicToken);
    expect(confirmation?.order).toMatchObject({ subtotalAmount: bundle.price + cleanser.price * 2, shippingAmount: 0, totalAmount: bundle.price + cleanser.price * 2 });
    expect(confirmation?.order.paymentMethod).toBe("cash_on_delivery");
    expect(confirmation?.items.map((item) => [item.title, item.quantity, item.price, item.totalPrice])).toEqual(
      expect.arrayContaining([
        [bundle.title, 1, bundle.price, bundle.price],
        [cleanser.title, 2, cleanser.price, cleanser.price * 2],
      ]),
    );
  });

  test.each([
    ["one cleanser ships for AED 15", [{ merchandiseId: cleanser.merchandiseId, quantity: 1 }], { subtotalAmount: 89, shippingAmount: 15, totalAmount: 104 }],
    ["the bundle ships free", [{ merchandiseId: bundle.merchandiseId, quantity: 1 }], { subtotalAmount: 239, shippingAmount: 0, totalAmount: 239 }],
  ])("%s, and the total the shopper pays includes it", async (_label, lines, amounts) => {
    const { order } = await placeOrder(await cartWith(lines));
    const confirmation = await freshConfirmation(order.publicToken);
    expect(confirmation?.order).toMatchObject(amounts);
  });

  test("orders of AED 500 or more are refused with the limit named, and the cart is kept", async () => {
    const cartId = await cartWith([{ merchandiseId: mask.merchandiseId, quantity: 6 }]);
    const result = await placeCashOnDeliveryOrder(db(), { cartId, customer });

    expect(result).toEqual({ ok: false, reason: "over_limit" });
    expect(placeOrderRefusalText({ ok: false, reason: "over_limit" }, "en")).toBe("Cash on delivery is available for orders under AED 500. Please remove some items.");
    expect((await shop().getCart(cartId))?.totalQuantity).toBe(6);
  });

  test("an order just under the limit is accepted", async () => {
    const result = await placeCashOnDeliveryOrder(db(), { cartId: await cartWith([{ merchandiseId: mask.merchandiseId, quantity: 5 }]), customer });
    expect(result.ok).toBe(true);
  });

  test.each([
    ["a cart without lines", async () => cartWith([])],
    ["a cart id that does not exist", async () => "no-such-cart"],
  ])("%s is refused as an empty cart", async (_label, makeCartId) => {
    const result = await placeCashOnDeliveryOrder(db(), { cartId: await makeCartId(), customer });
    expect(result).toEqual({ ok: false, reason: "empty_cart" });
  });

  test("a checkout waiting on its cart sees the cart as the one holding it left it", async () => {
    const cartId = await cartWith([{ merchandiseId: mask.merchandiseId, quantity: 1 }]);
    // Another request holds the cart (its own checkout, say) and empties it; this checkout waits on the lock and must
    // then read the cart as it was left, not as it was before it waited.
    let waiting: ReturnType<typeof placeCashOnDeliveryOrder> | undefined;
    await db().transaction(async (tx) => {
      await tx.select({ id: carts.id }).from(carts).where(eq(carts.id, cartId)).for("update");
      await tx.delete(cartLines).where(eq(cartLines.cartId, cartId));
      waiting = placeCashOnDeliveryOrder(db(), { cartId, customer });
      await new Promise((resolve) => setTimeout(resolve, 300));
    });
    expect(await waiting).toEqual({ ok: false, reason: "empty_cart" });
  });

  test("submitting the same checkout twice, one after the other or at once, places one order", async () => {
    const cartId = await cartWith([{ merchandiseId: mask.merchandiseId, quantity: 2 }]);
    const [a, b] = await Promise.all([placeOrder(cartId), placeOrder(cartId)]);
    const c = await placeOrder(cartId);

    expect(new Set([a.order.id, b.order.id, c.order.id]).size).toBe(1);
    expect([a.alreadyPlaced, b.alreadyPlaced].sort()).toEqual([false, true]);
    expect(c.alreadyPlaced).toBe(true);
  });

  test("an old cart id no longer hands out its order's confirmation link once the repeat-submit window is over", async () => {
    const cartId = await cartWith([{ merchandiseId: mask.merchandiseId, quantity: 1 }]);
    const placed = await placeOrder(cartId);
    const later = (ms: number) => new Date(Date.now() + ms);

    const retried = await placeCashOnDeliveryOrder(db(), { cartId, customer }, later(REPEAT_SUBMIT_WINDOW_MS - 60_000));
    expect(retried).toMatchObject({ ok: true, alreadyPlaced: true, order: { publicToken: placed.order.publicToken } });

    const replayed = await placeCashOnDeliveryOrder(db(), { cartId, customer }, later(REPEAT_SUBMIT_WINDOW_MS + 60_000));
    expect(replayed).toEqual({ ok: false, reason: "empty_cart" });
    expect(JSON.stringify(replayed)).not.toContain(placed.order.publicToken);
  });

  test("a confirmation link shows the order for the documented days, then only says it expired", async () => {
    const { order } = await placeOrder(await cartWith([{ merchandiseId: cleanser.merchandiseId, quantity: 1 }]));
    const days = policies.orderConfirmation.showDetailsForDays;
    const daysLater = (n: number) => new Date(Date.now() + n * 24 * 60 * 60 * 1000);

    expect(await getOrderForConfirmation(db(), order.publicToken, daysLater(days - 1))).toMatchObject({ order: { phone: customer.phone } });
    expect(await getOrderForConfirmation(db(), order.publicToken, daysLater(days + 1))).toBe("expired");
  });

  test("confirmation tokens are long, random and the only way in", async () => {
    const { order } = await placeOrder(await cartWith([{ merchandiseId: cleanser.merchandiseId, quantity: 1 }]));
    expect(order.publicToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(await getOrderForConfirmation(db(), order.publicToken)).toMatchObject({ order: { email: "aisha.rahman@example.com" } });
    expect(await getOrderForConfirmation(db(), `${order.publicToken.slice(0, -1)}x`)).toBeNull();
    expect(await getOrderForConfirmation(db(), "")).toBeNull();
  });
});

describe("lookupOrderForTracking", () => {
  test.each([
    ["AISHA.rahman@example.com", "1001"],
    [" aisha.rahman@example.com ", "#1001"],
  ])("finds order #1001 with e-mail %p and number %p", async (email, number) => {
    const result = await lookupOrderForTracking(db(), email, number);
    expect(result?.order).toMatchObject({
      shopify_order_number: "#1001",
      financial_status: "pending",
      fulfillment_status: "unfulfilled",
      // One mask is under the free-shipping threshold, so the standard fee is part of what the shopper pays.
      subtotal_amount: mask.price,
      shipping_amount: 15,
      total_amount: mask.price + 15,
      currency: "AED",
      delivery_area: { city: "Al Barsha", province: "Dubai" },
      tracking_number: null,
    });
    // A stranger who guesses an e-mail and a number learns no name, street, phone or e-mail.
    const sent = JSON.stringify(result);
    for (const personal of ["Aisha", "aisha.rahman", "+971", "address1", "phone", "billing"]) expect(sent).not.toContain(personal);
    expect(result?.items).toEqual([{ title: mask.title, variant_title: null, quantity: 1, price: mask.price, total_price: mask.price }]);
  });

  test.each([
    ["someone.else@example.com", "1001"],
    ["aisha.rahman@example.com", "9999"],
    ["aisha.rahman@example.com", "ORD1001"],
  ])("returns null for e-mail %p and number %p", async (email, number) => {
    expect(await lookupOrderForTracking(db(), email, number)).toBeNull();
  });
});
