import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";

import { findSellableItem } from "@/content/catalog";
import { cartMessages } from "@/content/messages/en/cart";
import { cartMessages as arabicCart } from "@/content/messages/ar/cart";
import { listOwnerCodes } from "@/lib/admin/discounts/owner-code-list";
import { cartTotals } from "@/lib/cart/cart-totals";
import type { CartLineInput } from "@/lib/commerce/types";
import { invoices, orders, shopDiscountRedemptions } from "@/lib/db/schema";
import { advanceCodOrder } from "@/lib/orders/advance-cod-order";
import { placeCashOnDeliveryOrder } from "@/lib/orders/place-cash-on-delivery-order";
import { placeOrderRefusalText } from "@/lib/orders/place-order-refusal-text";
import { expireAwaitingOrder } from "@/lib/payments/expire-unpaid-orders";
import { issuePaidOrderPaperwork } from "@/lib/payments/paid-order-paperwork";
import { vatIncludedIn } from "@/lib/tax/vat";
import { cashOnDeliverySchema } from "@/lib/validations/checkout";
import { testAdmin } from "@/tests/support/admin-fixtures";
import { deliveryDetails } from "@/tests/support/delivery-details";
import { insertOwnerCode } from "@/tests/support/owner-discount-code-fixture";
import { openLocalShopForFile } from "@/tests/unit/support/local-shop";

const mask = findSellableItem("gid://shopify/ProductVariant/4801000000001")!;
const cleanser = findSellableItem("gid://shopify/ProductVariant/4801000000003")!;
const { errors } = cartMessages.discount;
const DAY = 86_400_000;

const { db, shop } = openLocalShopForFile();

const cartWith = async (lines: CartLineInput[]) => (await shop().createCart(lines)).id;
const twoMasks = () => cartWith([{ merchandiseId: mask.merchandiseId, quantity: 2 }]);
const oneCleanser = () => cartWith([{ merchandiseId: cleanser.merchandiseId, quantity: 1 }]);
const shopper = (email = `shopper.${randomUUID().slice(0, 8)}@example.com`) =>
  cashOnDeliverySchema.parse({ ...deliveryDetails, email });
const orderRow = async (id: string) => (await db().select().from(orders).where(eq(orders.id, id)))[0]!;
const invoiceOf = async (orderId: string) =>
  (
    await db()
      .select()
      .from(invoices)
      .where(and(eq(invoices.orderId, orderId), eq(invoices.kind, "invoice")))
  )[0]!;

async function placed(cartId: string, customer = shopper()) {
  const result = await placeCashOnDeliveryOrder(db(), { cartId, customer });
  if (!result.ok) throw new Error(`refused: ${JSON.stringify(result)}`);
  return result.order;
}

test("the prices these tests reckon with", () => {
  expect([mask.price, cleanser.price]).toEqual([99, 89]);
});

describe("what an owner-made code takes off", () => {
  test("a percentage with decimals, typed in any case: the cart, the order and the invoice agree, VAT on the discounted price", async () => {
    const code = await insertOwnerCode(db(), { code: "EID12", kind: "percent", value: 1250 });
    const cartId = await twoMasks();
    const cart = await shop().applyDiscountCode(cartId, "eid12");
    // 12.5% of 198.00 is 24.75.
    expect(cart.discount).toEqual({ code: "EID12", amount: { amount: 24.75, currencyCode: "AED" } });

    const order = await placed(cartId);
    const row = await orderRow(order.id);
    expect(row).toMatchObject({ discountCode: code.code, discountAmount: 24.75, shippingAmount: 0, totalAmount: 173.25 });
    // The VAT is the part of the discounted price that is tax (5% inclusive), not of the full price.
    const vat = vatIncludedIn(17_325, 5);
    expect(vat).toBeLessThan(vatIncludedIn(19_800, 5));
    expect(row.vatAmountFils).toBe(vat);
    const invoice = await invoiceOf(order.id);
    expect(invoice).toMatchObject({ totalFils: 17_325, vatFils: vat });
    expect(invoice.snapshot.discount).toEqual({ code: "EID12", fils: 2475 });
  });

  test("a fixed amount on chosen products comes off those lines only, never more than they cost", async () => {
    await insertOwnerCode(db(), { code: "CLEAN20", kind: "fixed", value: 2000, productIds: [cleanser.merchandiseId] });
    await insertOwnerCode(db(), { code: "CLEAN100", kind: "fixed", value: 10_000, productIds: [cleanser.merchandiseId] });
    const both = await cartWith([
      { merchandiseId: mask.merchandiseId, quantity: 1 },
      { merchandiseId: cleanser.merchandiseId, quantity: 1 },
    ]);
    expect((await shop().applyDiscountCode(both, "CLEAN20")).discount?.amount.amount).toBe(20);
    // 100.00 off a cleanser of 89.00 takes 89.00, leaving the mask at full price (the fee follows the full 188.00).
    expect((await shop().applyDiscountCode(both, "CLEAN100")).discount?.amount.amount).toBe(89);
    expect((await shop().applyDiscountCode(both, "CLEAN20")).discount?.amount.amount).toBe(20);
    const cart = await shop().getCart(both);
    const order = await placed(both);
    const row = await orderRow(order.id);
    expect(row).toMatchObject({ subtotalAmount: 188, discountAmount: 20, shippingAmount: 0, totalAmount: 168 });
    // The invoice takes the 20.00 off the cleanser's line alone (a return of the mask refunds its full price), and
    // each line's VAT is on what it was sold for; the cart showed the same VAT the order stores.
    const invoice = await invoiceOf(order.id);
    expect(invoice.snapshot.lines.map((line) => [line.grossFils, line.discountFils, line.vatFils])).toEqual([
      [9900, 0, vatIncludedIn(9900, 5)],
      [8900, 2000, vatIncludedIn(6900, 5)],
    ]);
    expect(row.vatAmountFils).toBe(vatIncludedIn(9900, 5) + vatIncludedIn(6900, 5));
    expect(cart && cartTotals(cart).taxLine?.amount).toBe((row.vatAmountFils ?? 0) / 100);
  });

  test("a code for other products is refused for this cart, with a message saying so", async () => {
    await insertOwnerCode(db(), { code: "MASKONLY", productIds: [mask.merchandiseId] });
    await expect(shop().applyDiscountCode(await oneCleanser(), "MASKONLY")).rejects.toThrow(errors.notApplicable);
  });

  test("free delivery sets the delivery fee to 0 in the cart, the order and the invoice", async () => {
    await insertOwnerCode(db(), { code: "SHIPFREE", kind: "free_delivery", value: 0 });
    const cartId = await oneCleanser();
    const cart = await shop().applyDiscountCode(cartId, "SHIPFREE");
    expect(cart.discount).toMatchObject({ code: "SHIPFREE", amount: { amount: 0 }, freeDelivery: true });
    const order = await placed(cartId);
    expect(await orderRow(order.id)).toMatchObject({ shippingAmount: 0, discountAmount: 0, totalAmount: 89 });
    const invoice = await invoiceOf(order.id);
    expect(invoice).toMatchObject({ totalFils: 8900, vatFils: vatIncludedIn(8900, 5) });
  });
});

describe("the rules of an owner-made code", () => {
  test("a minimum order names its amount, in the cart and (after the cart shrank) at the checkout", async () => {
    await insertOwnerCode(db(), { code: "SPEND150", minimumOrderFils: 15_000 });
    await expect(shop().applyDiscountCode(await oneCleanser(), "SPEND150")).rejects.toThrow(
      "at least AED 150.00 in items",
    );
    const cartId = await twoMasks();
    const cart = await shop().applyDiscountCode(cartId, "SPEND150");
    expect(cart.discount?.amount.amount).toBe(19.8);
    const [line] = cart.lines;
    const shrunk = await shop().updateCartLines(cartId, [{ id: line!.id, quantity: 1 }]);
    // Below the minimum the cart shows no discount, and the order refuses the code, naming the minimum.
    expect(shrunk.discount).toBeUndefined();
    const refusal = await placeCashOnDeliveryOrder(db(), { cartId, customer: shopper() });
    expect(refusal).toEqual({ ok: false, reason: "discount_refused", discount: "minimum", minimumFils: 15_000 });
    if (refusal.ok) return;
    expect(placeOrderRefusalText(refusal, "en")).toContain("AED 150.00");
    expect(placeOrderRefusalText(refusal, "ar")).toContain("150.00 درهم");
  });

  test.each([
    ["not started yet", { startsAt: new Date(Date.now() + DAY) }, errors.notStarted],
    ["ended", { endsAt: new Date(Date.now() - 60_000) }, errors.expired],
    ["switched off", { active: false }, errors.expired],
  ])("a code %s is refused with a message saying so", async (_label, terms, message) => {
    const code = await insertOwnerCode(db(), terms);
    const cartId = await twoMasks();
    await expect(shop().applyDiscountCode(cartId, code.code)).rejects.toThrow(message);
    expect((await shop().getCart(cartId))?.discount).toBeUndefined();
  });

  test("a code within its dates applies", async () => {
    const code = await insertOwnerCode(db(), {
      startsAt: new Date(Date.now() - DAY),
      endsAt: new Date(Date.now() + DAY),
    });
    expect((await shop().applyDiscountCode(await twoMasks(), code.code)).discount?.amount.amount).toBe(19.8);
  });

  test("a code that ended between the cart and the checkout is refused there and taken off the cart", async () => {
    const code = await insertOwnerCode(db(), { endsAt: new Date(Date.now() + DAY) });
    const cartId = await twoMasks();
    await shop().applyDiscountCode(cartId, code.code);
    const later = new Date(Date.now() + 2 * DAY);
    const refusal = await placeCashOnDeliveryOrder(db(), { cartId, customer: shopper() }, later);
    expect(refusal).toEqual({ ok: false, reason: "discount_refused", discount: "expired" });
    expect((await shop().getCart(cartId))?.discount).toBeUndefined();
  });

  test("the uses in all: the last one goes, then the code is used up in the cart and at the checkout", async () => {
    const code = await insertOwnerCode(db(), { usageLimit: 2 });
    const carts = [await twoMasks(), await twoMasks(), await twoMasks()];
    for (const cartId of carts) await shop().applyDiscountCode(cartId, code.code);
    await placed(carts[0]!);
    await placed(carts[1]!);
    // The third cart took the code while a use was left: refused when placed, and the code comes off.
    const refusal = await placeCashOnDeliveryOrder(db(), { cartId: carts[2]!, customer: shopper() });
    expect(refusal).toEqual({ ok: false, reason: "discount_refused", discount: "used_up" });
    if (!refusal.ok) expect(placeOrderRefusalText(refusal, "en")).toBe(errors.usedUpAtCheckout);
    expect((await shop().getCart(carts[2]!))?.discount).toBeUndefined();
    await expect(shop().applyDiscountCode(await twoMasks(), code.code)).rejects.toThrow(errors.usedUp);
  });

  test("the uses per customer count by mailbox (case, plus tags), and other customers still get it", async () => {
    const code = await insertOwnerCode(db(), { perCustomerLimit: 1 });
    const first = await twoMasks();
    const second = await twoMasks();
    await shop().applyDiscountCode(first, code.code);
    await shop().applyDiscountCode(second, code.code);
    await placed(first, shopper("Huda.Salem@gmail.com"));
    const refusal = await placeCashOnDeliveryOrder(db(), {
      cartId: second,
      customer: shopper("hudasalem+offers@gmail.com"),
    });
    expect(refusal).toEqual({ ok: false, reason: "discount_refused", discount: "used_by_you" });
    if (!refusal.ok) expect(placeOrderRefusalText(refusal, "ar")).toBe(arabicCart.discount.errors.usedByYouAtCheckout);
    const third = await twoMasks();
    await shop().applyDiscountCode(third, code.code);
    expect((await orderRow((await placed(third, shopper("mariam@example.com"))).id)).discountAmount).toBe(19.8);
  });

  test("a cancelled order gives its use back", async () => {
    const code = await insertOwnerCode(db(), { usageLimit: 1 });
    const cartId = await twoMasks();
    await shop().applyDiscountCode(cartId, code.code);
    const order = await placed(cartId);
    await expect(shop().applyDiscountCode(await twoMasks(), code.code)).rejects.toThrow(errors.usedUp);

    const cancelled = await advanceCodOrder(db(), testAdmin, { step: "cancel", orderId: order.id, reason: "Asked" });
    expect(cancelled.ok).toBe(true);
    expect(await db().select().from(shopDiscountRedemptions).where(eq(shopDiscountRedemptions.codeId, code.id))).toEqual(
      [],
    );
    expect((await shop().applyDiscountCode(await twoMasks(), code.code)).discount?.amount.amount).toBe(19.8);
  });
});

describe("an order paid online", () => {
  test("is invoiced when paid with the discount on the chosen lines, and gives its use back if it expires unpaid", async () => {
    const code = await insertOwnerCode(db(), {
      kind: "fixed",
      value: 2000,
      usageLimit: 2,
      productIds: [cleanser.merchandiseId],
    });
    const lines = [
      { merchandiseId: mask.merchandiseId, quantity: 1 },
      { merchandiseId: cleanser.merchandiseId, quantity: 1 },
    ];
    const paidCart = await cartWith(lines);
    await shop().applyDiscountCode(paidCart, code.code);
    const paid = await placeCashOnDeliveryOrder(db(), { cartId: paidCart, customer: shopper(), payOnline: true });
    if (!paid.ok) throw new Error(paid.reason);
    const row = await orderRow(paid.order.id);
    await db().transaction((tx) => issuePaidOrderPaperwork(tx, row, new Date()));
    const invoice = await invoiceOf(paid.order.id);
    expect(invoice.snapshot.lines.map((line) => line.discountFils)).toEqual([0, 2000]);
    expect(invoice.vatFils).toBe(row.vatAmountFils);

    // The second and last use: an order waiting at the gateway, which then expires unpaid and gives it back.
    const waitingCart = await cartWith(lines);
    await shop().applyDiscountCode(waitingCart, code.code);
    const waiting = await placeCashOnDeliveryOrder(db(), { cartId: waitingCart, customer: shopper(), payOnline: true });
    if (!waiting.ok) throw new Error(waiting.reason);
    await expect(shop().applyDiscountCode(await twoMasks(), code.code)).rejects.toThrow(errors.usedUp);
    expect(await db().transaction((tx) => expireAwaitingOrder(tx, waiting.order.id, new Date()))).toBe(true);
    const uses = await db().select().from(shopDiscountRedemptions).where(eq(shopDiscountRedemptions.codeId, code.id));
    expect(uses.map((use) => use.orderId)).toEqual([paid.order.id]);
    expect((await shop().applyDiscountCode(await cartWith(lines), code.code)).discount?.amount.amount).toBe(20);
  });
});

describe("orders placed at the same moment", () => {
  test("with one use left, exactly one of five parallel orders gets the code", async () => {
    const code = await insertOwnerCode(db(), { usageLimit: 3 });
    // Two uses gone already: one left.
    for (let index = 0; index < 2; index += 1) {
      const cartId = await twoMasks();
      await shop().applyDiscountCode(cartId, code.code);
      await placed(cartId);
    }
    const carts = await Promise.all(Array.from({ length: 5 }, () => twoMasks()));
    for (const cartId of carts) await shop().applyDiscountCode(cartId, code.code);

    const results = await Promise.all(
      carts.map((cartId) => placeCashOnDeliveryOrder(db(), { cartId, customer: shopper() })),
    );

    expect(results.filter((result) => result.ok)).toHaveLength(1);
    expect(results.filter((result) => !result.ok)).toEqual(
      Array.from({ length: 4 }, () => ({ ok: false, reason: "discount_refused", discount: "used_up" })),
    );
    const uses = await db().select().from(shopDiscountRedemptions).where(eq(shopDiscountRedemptions.codeId, code.id));
    expect(uses).toHaveLength(3);
  });
});

describe("what each code sold", () => {
  test("orders, their revenue and what the code gave; a cancelled order left out", async () => {
    const code = await insertOwnerCode(db(), { code: "SOLD10" });
    const orderIds: string[] = [];
    for (const lines of [
      [{ merchandiseId: mask.merchandiseId, quantity: 2 }],
      [{ merchandiseId: cleanser.merchandiseId, quantity: 1 }],
      [{ merchandiseId: cleanser.merchandiseId, quantity: 1 }],
    ]) {
      const cartId = await cartWith(lines);
      await shop().applyDiscountCode(cartId, code.code);
      orderIds.push((await placed(cartId)).id);
    }
    await advanceCodOrder(db(), testAdmin, { step: "cancel", orderId: orderIds[2]!, reason: "Asked" });

    const summary = (await listOwnerCodes(db())).find((row) => row.id === code.id);
    // 198 - 19.80 (free delivery) and 89 - 8.90 + 15.
    expect(summary).toMatchObject({ uses: 2, revenueFils: 17_820 + 9_510, discountFils: 1_980 + 890 });
  });
});
