import { eq } from "drizzle-orm";

import { findSellableItem } from "@/content/catalog";
import { merchant } from "@/content/merchant";
import { policies } from "@/content/policies";
import { readDashboard } from "@/lib/admin/dashboard/read-dashboard";
import { invoices, orders, outboxEmails } from "@/lib/db/schema";
import { advanceCodOrder } from "@/lib/orders/advance-cod-order";
import { fulfilLocalOrder } from "@/lib/orders/fulfil-local-order";
import { lookupOrderForTracking } from "@/lib/orders/lookup-order";
import { placeCashOnDeliveryOrder } from "@/lib/orders/place-cash-on-delivery-order";
import { orderVat, toFils, vatIncludedIn } from "@/lib/tax/vat";
import { cashOnDeliverySchema } from "@/lib/validations/checkout";
import { testAdmin } from "@/tests/support/admin-fixtures";
import { deliveryDetails } from "@/tests/support/delivery-details";
import { openLocalShopForFile } from "@/tests/unit/support/local-shop";

const { db, shop } = openLocalShopForFile();
const cleanser = findSellableItem("gid://shopify/ProductVariant/4801000000003")!;
let shoppers = 0;

/** A cart of the cleanser (under the free-shipping threshold for one), placed by a shopper of its own. */
async function place(quantity: number, payOnline = false) {
  shoppers += 1;
  const customer = cashOnDeliverySchema.parse({ ...deliveryDetails, email: `cod.fee${shoppers}@example.ae` });
  const cart = await shop().createCart([{ merchandiseId: cleanser.merchandiseId, quantity }]);
  return placeCashOnDeliveryOrder(db(), { cartId: cart.id, customer, payOnline });
}
async function placed(quantity: number, payOnline = false) {
  const result = await place(quantity, payOnline);
  if (!result.ok) throw new Error(result.reason);
  const [row] = await db().select().from(orders).where(eq(orders.id, result.order.id));
  return { result, order: row! };
}
const invoiceOf = async (orderId: string) =>
  (await db().select().from(invoices).where(eq(invoices.orderId, orderId))).find((row) => row.kind === "invoice")!;

describe("an order with a cash-on-delivery fee", () => {
  beforeEach(() => jest.replaceProperty(policies.cashOnDelivery, "feeAed", 10));
  afterEach(() => jest.restoreAllMocks());

  test("stores the fee, adds it to the total and its VAT, and shows it on the invoice, e-mail, tracking and dashboard", async () => {
    const before = await readDashboard(db(), 30);
    const { result, order } = await placed(1);
    const itemsFils = toFils(cleanser.price);
    const shippingFils = toFils(order.shippingAmount);
    expect(order.codFeeAmount).toBe(10);
    expect(toFils(order.totalAmount)).toBe(itemsFils + shippingFils + 1000);
    // The fee's VAT is rounded on its own line, like the shipping's.
    const feeVatFils = vatIncludedIn(1000, merchant.vatRatePercent);
    const goods = orderVat({ lineFils: [itemsFils], discountFils: 0, shippingFils, ratePercent: merchant.vatRatePercent });
    expect(order.vatAmountFils).toBe(goods.vatFils + feeVatFils);

    const invoice = await invoiceOf(order.id);
    expect(invoice.snapshot.codFee).toEqual({ grossFils: 1000, vatFils: feeVatFils });
    expect(invoice.totalFils).toBe(toFils(order.totalAmount));

    const [mail] = await db().select().from(outboxEmails).where(eq(outboxEmails.id, result.mailId!));
    expect(mail!.textBody).toContain("Cash on delivery fee: AED 10.00");

    const tracking = await lookupOrderForTracking(db(), order.email, order.orderNumber);
    expect(tracking?.order.cod_fee_amount).toBe(10);

    const after = await readDashboard(db(), 30);
    expect(after.today.codFeesFils).toBe(before.today.codFeesFils + 1000);
    expect(after.month.codFeesFils).toBe(before.month.codFeesFils + 1000);
  });

  test("paying online carries no fee", async () => {
    const { order } = await placed(1, true);
    expect(order.codFeeAmount).toBe(0);
    expect(toFils(order.totalAmount)).toBe(toFils(cleanser.price) + toFils(order.shippingAmount));
  });

  test("the AED 500 limit is on the items and delivery: the fee on top does not refuse an order under it", async () => {
    jest.replaceProperty(policies.cashOnDelivery, "feeAed", 100);
    const quantity = Math.floor((policies.cashOnDelivery.maxOrderTotal - 0.01) / cleanser.price);
    expect(quantity * cleanser.price + 100).toBeGreaterThanOrEqual(policies.cashOnDelivery.maxOrderTotal);
    const { order } = await placed(quantity);
    expect(order.totalAmount).toBeGreaterThanOrEqual(policies.cashOnDelivery.maxOrderTotal);
  });

  test("a refused parcel's credit note reverses the fee with the rest of the invoice", async () => {
    const { order } = await placed(1);
    await advanceCodOrder(db(), testAdmin, { step: "confirm", orderId: order.id });
    await fulfilLocalOrder(db(), testAdmin, { orderId: order.id, trackingCompany: "Aramex", trackingNumber: "AX9", trackingUrl: "" });
    expect((await advanceCodOrder(db(), testAdmin, { step: "refuse", orderId: order.id })).ok).toBe(true);
    const note = (await db().select().from(invoices).where(eq(invoices.orderId, order.id))).find((row) => row.kind === "credit_note")!;
    expect(note.snapshot.codFee?.grossFils).toBe(1000);
    expect(note.totalFils).toBe(toFils(order.totalAmount));
  });
});

test("with the default fee of 0 an order has no fee, no fee line and no fee in its e-mail", async () => {
  const { result, order } = await placed(1);
  expect(order.codFeeAmount).toBe(0);
  expect((await invoiceOf(order.id)).snapshot).not.toHaveProperty("codFee");
  const [mail] = await db().select().from(outboxEmails).where(eq(outboxEmails.id, result.mailId!));
  expect(mail!.textBody).not.toContain("Cash on delivery fee");
  expect((await lookupOrderForTracking(db(), order.email, order.orderNumber))?.order).not.toHaveProperty("cod_fee_amount");
});
