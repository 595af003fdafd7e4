import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";

import { findSellableItem } from "@/content/catalog";
import { cartMessages } from "@/content/messages/en/cart";
import type { CartLineInput } from "@/lib/commerce/types";
import { discountCodes } from "@/lib/db/schema";
import { getOrderForConfirmation } from "@/lib/orders/get-order-for-confirmation";
import { placeCashOnDeliveryOrder } from "@/lib/orders/place-cash-on-delivery-order";
import { cashOnDeliverySchema } from "@/lib/validations/checkout";
import { deliveryDetails } from "@/tests/support/delivery-details";
import { insertDiscountCode } from "@/tests/support/discount-code-fixture";
import { openLocalShopForFile } from "@/tests/unit/support/local-shop";

const mask = findSellableItem("gid://shopify/ProductVariant/4801000000001")!;
const cleanser = findSellableItem("gid://shopify/ProductVariant/4801000000003")!;
const ownerCustomer = cashOnDeliverySchema.parse(deliveryDetails);
const { errors } = cartMessages.discount;

const { db, shop } = openLocalShopForFile();

const cartWith = async (lines: CartLineInput[]) => (await shop().createCart(lines)).id;
const twoMasks = () => cartWith([{ merchandiseId: mask.merchandiseId, quantity: 2 }]);
const codeRow = async (code: string) => (await db().select().from(discountCodes).where(eq(discountCodes.code, code)))[0];

/** The confirmation page's order; a fresh order is never past the confirmation link's lifetime. */
async function confirmation(token: string) {
  const found = await getOrderForConfirmation(db(), token);
  if (found === "expired") throw new Error("a fresh order's confirmation link expired");
  return found;
}

describe("a welcome code in the local cart", () => {
  test("takes 15% off the items, typed in any case, and can be removed again", async () => {
    const code = await insertDiscountCode(db());
    const cartId = await twoMasks();

    const discounted = await shop().applyDiscountCode(cartId, ` ${code.toLowerCase()} `.trim());
    expect(discounted.totalAmount.amount).toBe(198);
    expect(discounted.discount).toEqual({ code, amount: { amount: 29.7, currencyCode: "AED" } });
    // The cart read back later still carries it, and its amount follows the quantities.
    const more = await shop().addCartLines(cartId, [{ merchandiseId: cleanser.merchandiseId, quantity: 1 }]);
    expect(more.discount?.amount.amount).toBe(43.05);

    const removed = await shop().removeDiscountCode(cartId);
    expect(removed.discount).toBeUndefined();
  });

  test.each([
    ["an unknown code", async (): Promise<string> => "NOPE-1234", errors.unknown],
    ["an expired code", async (): Promise<string> => insertDiscountCode(db(), { expiresAt: new Date(Date.now() - 60_000) }), errors.expired],
  ])("%s is refused with a message saying so, and the cart keeps no code", async (_label, makeCode, message) => {
    const cartId = await twoMasks();
    await expect(shop().applyDiscountCode(cartId, await makeCode())).rejects.toThrow(message);
    expect((await shop().getCart(cartId))?.discount).toBeUndefined();
  });
});

describe("placing an order with a welcome code", () => {
  // Each test's code belongs to its own shopper (one code per mailbox), who places the orders.
  let customer = ownerCustomer;
  beforeEach(() => {
    customer = { ...ownerCustomer, email: `aisha.rahman.${randomUUID().slice(0, 8)}@example.com` };
  });

  test("charges 15% less on the subtotal, recomputed on the server, and redeems the code with the order", async () => {
    const code = await insertDiscountCode(db(), { email: customer.email });
    const cartId = await cartWith([{ merchandiseId: cleanser.merchandiseId, quantity: 1 }]);
    await shop().applyDiscountCode(cartId, code);

    const result = await placeCashOnDeliveryOrder(db(), { cartId, customer });
    if (!result.ok) throw new Error(result.reason);

    const placed = await confirmation(result.order.publicToken);
    // 89 less 13.35, plus the 15 fee the full subtotal still pays: the total drops by exactly the discount.
    expect(placed?.order).toMatchObject({ subtotalAmount: 89, discountCode: code, discountAmount: 13.35, shippingAmount: 15, totalAmount: 90.65 });
    expect(await codeRow(code)).toMatchObject({ redeemedAt: expect.any(Date), redeemedOrderId: result.order.id });
  });

  test("a second order with the same code is refused, in the cart and at the checkout", async () => {
    const code = await insertDiscountCode(db(), { email: customer.email });
    const first = await twoMasks();
    const second = await twoMasks();
    await shop().applyDiscountCode(first, code);
    await shop().applyDiscountCode(second, code);
    expect((await placeCashOnDeliveryOrder(db(), { cartId: first, customer })).ok).toBe(true);

    // The second cart took the code while it was still free: the checkout refuses it, keeps the cart and takes the
    // code off, so the shopper sees the full price before placing the order again.
    expect(await placeCashOnDeliveryOrder(db(), { cartId: second, customer })).toEqual({ ok: false, reason: "discount_refused", discount: "used" });
    const kept = await shop().getCart(second);
    expect(kept?.totalQuantity).toBe(2);
    expect(kept?.discount).toBeUndefined();
    const again = await placeCashOnDeliveryOrder(db(), { cartId: second, customer });
    if (!again.ok) throw new Error(again.reason);
    expect((await confirmation(again.order.publicToken))?.order).toMatchObject({ discountCode: null, discountAmount: 0, totalAmount: 198 });
    // Entering the code in another cart now says it was used.
    await expect(shop().applyDiscountCode(await twoMasks(), code)).rejects.toThrow(errors.used);
  });

  test("two orders placed at the same moment with one code: exactly one gets it", async () => {
    const code = await insertDiscountCode(db(), { email: customer.email });
    const carts = [await twoMasks(), await twoMasks(), await twoMasks()];
    for (const cartId of carts) await shop().applyDiscountCode(cartId, code);

    const results = await Promise.all(carts.map((cartId) => placeCashOnDeliveryOrder(db(), { cartId, customer })));

    const placed = results.filter((result) => result.ok);
    expect(placed).toHaveLength(1);
    expect(results.filter((result) => !result.ok)).toEqual([
      { ok: false, reason: "discount_refused", discount: "used" },
      { ok: false, reason: "discount_refused", discount: "used" },
    ]);
    expect((await codeRow(code))?.redeemedOrderId).toBe(placed[0]?.ok && placed[0].order.id);
  });

  test("a code that expires between the cart and the checkout is refused at the checkout", async () => {
    const code = await insertDiscountCode(db(), { email: customer.email });
    const cartId = await twoMasks();
    await shop().applyDiscountCode(cartId, code);
    await db().update(discountCodes).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(discountCodes.code, code));

    expect(await placeCashOnDeliveryOrder(db(), { cartId, customer })).toEqual({ ok: false, reason: "discount_refused", discount: "expired" });
    expect((await codeRow(code))?.redeemedAt).toBeNull();
  });

  test("the cash-on-delivery limit applies to the discounted total", async () => {
    // Five masks and a cleanser: AED 584 is over the AED 500 limit, AED 496.40 after 15% is under it.
    const lines = [
      { merchandiseId: mask.merchandiseId, quantity: 5 },
      { merchandiseId: cleanser.merchandiseId, quantity: 1 },
    ];
    const withoutCode = await placeCashOnDeliveryOrder(db(), { cartId: await cartWith(lines), customer });
    expect(withoutCode).toMatchObject({ ok: false, reason: "over_limit" });

    const cartId = await cartWith(lines);
    await shop().applyDiscountCode(cartId, await insertDiscountCode(db(), { email: customer.email }));
    const withCode = await placeCashOnDeliveryOrder(db(), { cartId, customer });
    if (!withCode.ok) throw new Error(withCode.reason);
    expect((await confirmation(withCode.order.publicToken))?.order.totalAmount).toBe(496.4);
  });

  test("an order refused for the limit leaves the code unredeemed", async () => {
    const code = await insertDiscountCode(db(), { email: customer.email });
    const cartId = await cartWith([{ merchandiseId: mask.merchandiseId, quantity: 7 }]);
    await shop().applyDiscountCode(cartId, code);
    expect(await placeCashOnDeliveryOrder(db(), { cartId, customer })).toMatchObject({ ok: false, reason: "over_limit" });
    expect((await codeRow(code))?.redeemedAt).toBeNull();
  });
});

describe("a welcome code is bound to the address it was issued to", () => {
  const ownedCodeInCart = async (owner: string) => {
    const code = await insertDiscountCode(db(), { email: owner });
    const cartId = await cartWith([{ merchandiseId: cleanser.merchandiseId, quantity: 1 }]);
    await shop().applyDiscountCode(cartId, code);
    return { code, cartId };
  };

  test("an order under another address is refused with a clear message; the code stays on the cart and unused", async () => {
    const { code, cartId } = await ownedCodeInCart(`layla.${randomUUID().slice(0, 8)}@example.ae`);
    const stranger = { ...ownerCustomer, email: "someone.else@example.ae" };

    expect(await placeCashOnDeliveryOrder(db(), { cartId, customer: stranger })).toEqual({ ok: false, reason: "discount_not_owner" });
    expect(await codeRow(code)).toMatchObject({ redeemedAt: null, redeemedOrderId: null });
    const kept = await shop().getCart(cartId);
    expect(kept?.totalQuantity).toBe(1);
    expect(kept?.discount?.code).toBe(code);
  });

  test("the owner's own address in another spelling of the same mailbox redeems it", async () => {
    const name = `layla.haddad.${randomUUID().slice(0, 8)}`;
    const { code, cartId } = await ownedCodeInCart(`${name}@gmail.com`);
    const plusVariant = `${name.replaceAll(".", "").toUpperCase()}+orders@googlemail.com`;
    // A plus tag on a provider that does not ignore it is another mailbox.
    const otherDomain = { ...ownerCustomer, email: `${name}+x@example.ae` };
    expect(await placeCashOnDeliveryOrder(db(), { cartId, customer: otherDomain })).toMatchObject({ ok: false, reason: "discount_not_owner" });

    const placed = await placeCashOnDeliveryOrder(db(), { cartId, customer: { ...ownerCustomer, email: plusVariant } });
    if (!placed.ok) throw new Error(placed.reason);
    expect((await confirmation(placed.order.publicToken))?.order).toMatchObject({ discountCode: code, discountAmount: 13.35 });
    expect(await codeRow(code)).toMatchObject({ redeemedAt: expect.any(Date), redeemedOrderId: placed.order.id });
  });
});
