import { eq } from "drizzle-orm";

import { findSellableItem } from "@/content/catalog";
import type { Merchant } from "@/content/merchant";
import type { CartLineInput } from "@/lib/commerce/types";
import { orders, outboxEmails } from "@/lib/db/schema";
import { lookupOrderForTracking } from "@/lib/orders/lookup-order";
import { placeCashOnDeliveryOrder } from "@/lib/orders/place-cash-on-delivery-order";
import { cashOnDeliverySchema } from "@/lib/validations/checkout";
import { deliveryDetails } from "@/tests/support/delivery-details";
import { insertDiscountCode } from "@/tests/support/discount-code-fixture";
import { openLocalShopForFile } from "@/tests/unit/support/local-shop";

// content/merchant.ts with the registration switchable per test, so the same order path runs for both settings.
const mockVat = { registered: true };
jest.mock("@/content/merchant", () => {
  const actual = jest.requireActual<{ merchant: Merchant }>("@/content/merchant");
  return {
    ...actual,
    merchant: new Proxy(actual.merchant, { get: (target, key) => (key === "vatRegistered" ? mockVat.registered : target[key as keyof typeof target]) }),
  };
});

const mask = findSellableItem("gid://shopify/ProductVariant/4801000000001")!;
const cleanser = findSellableItem("gid://shopify/ProductVariant/4801000000003")!;
const customer = cashOnDeliverySchema.parse(deliveryDetails);
const { db, shop } = openLocalShopForFile();

async function placeOrder(lines: CartLineInput[], discountCode?: string) {
  const cartId = (await shop().createCart(lines)).id;
  if (discountCode) await shop().applyDiscountCode(cartId, discountCode);
  const result = await placeCashOnDeliveryOrder(db(), { cartId, customer });
  if (!result.ok) throw new Error(`expected an order, got: ${result.reason}`);
  const [order] = await db().select().from(orders).where(eq(orders.id, result.order.id));
  const [mail] = await db().select().from(outboxEmails).where(eq(outboxEmails.dedupeKey, `order_confirmation:${result.order.id}`));
  return { order: order!, mail: mail! };
}

/** The VAT inside a VAT-inclusive amount of fils at 5%, half up: what lib/tax/vat.ts must agree with. */
const vatIn = (fils: number) => Math.round((fils * 5) / 105);

beforeEach(() => {
  mockVat.registered = true;
});

describe("the VAT a placed order stores", () => {
  test("a registered shop stores the VAT its prices include, per line, and the e-mail and tracking show it", async () => {
    // 2 × AED 99 and AED 89: AED 287, shipped free.
    const { order, mail } = await placeOrder([
      { merchandiseId: mask.merchandiseId, quantity: 2 },
      { merchandiseId: cleanser.merchandiseId, quantity: 1 },
    ]);
    const expected = vatIn(mask.price * 2 * 100) + vatIn(cleanser.price * 100);
    expect(order).toMatchObject({ totalAmount: 287, shippingAmount: 0, vatAmountFils: expected });
    expect(expected).toBe(943 + 424);
    expect(mail.textBody).toContain("VAT included: AED 13.67");
    expect(mail.htmlBody).toContain("VAT included");

    const tracking = await lookupOrderForTracking(db(), customer.email, order.orderNumber);
    expect(tracking?.order.vat_amount).toBe(13.67);
  });

  test("shipping is taxed, and a discount code lowers the VAT of the goods it comes off", async () => {
    const code = await insertDiscountCode(db(), { email: customer.email, percentOff: 15 });
    const { order, mail } = await placeOrder([{ merchandiseId: cleanser.merchandiseId, quantity: 1 }], code);
    // AED 89 less 15% (13.35) is 75.65 of goods; AED 15 shipping: 360 + 71 fils.
    expect(order).toMatchObject({ subtotalAmount: 89, discountAmount: 13.35, shippingAmount: 15, totalAmount: 90.65 });
    expect(order.vatAmountFils).toBe(vatIn(8900 - 1335) + vatIn(1500));
    expect(order.vatAmountFils).toBe(431);
    expect(mail.textBody).toContain("VAT included: AED 4.31");
  });

  test("a shop that is not registered stores no VAT and mentions none", async () => {
    mockVat.registered = false;
    const { order, mail } = await placeOrder([{ merchandiseId: mask.merchandiseId, quantity: 1 }]);
    expect(order).toMatchObject({ totalAmount: 114, vatAmountFils: 0 });
    expect(mail.textBody).not.toContain("VAT");
    expect((await lookupOrderForTracking(db(), customer.email, order.orderNumber))?.order.vat_amount).toBeNull();
  });
});
