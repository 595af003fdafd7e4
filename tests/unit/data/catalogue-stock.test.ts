import { eq } from "drizzle-orm";

import { bundles } from "@/content/bundles";
import { bundleRecordsIn } from "@/content/localized";
import { findSellableItem } from "@/content/catalog";
import { checkoutMessages } from "@/content/messages/checkout";
import { placeOrderRefusalText } from "@/lib/orders/place-order-refusal-text";
import { products } from "@/content/products";
import { seedFigures } from "@/lib/catalogue/figures";
import { readCatalogueFigures } from "@/lib/catalogue/read-figures";
import { buildShopCatalogue } from "@/lib/catalogue/shop-catalogue";
import { updateCatalogueEntry } from "@/lib/catalogue/update-entry";
import { catalogueEntries, orders, outboxEmails } from "@/lib/db/schema";
import { advanceCodOrder } from "@/lib/orders/advance-cod-order";
import { placeCashOnDeliveryOrder } from "@/lib/orders/place-cash-on-delivery-order";
import { catalogueEntrySchema } from "@/lib/validations/catalogue";
import { cashOnDeliverySchema } from "@/lib/validations/checkout";
import { auditRows, testAdmin } from "@/tests/support/admin-fixtures";
import { deliveryDetails } from "@/tests/support/delivery-details";
import { openLocalShopForFile } from "@/tests/unit/support/local-shop";

jest.mock("@/lib/env", () => {
  const actual = jest.requireActual("@/lib/env");
  return { env: { ...actual.env, CONTACT_INBOX: "owner@matchaglow.ae" } };
});

const mask = findSellableItem("gid://shopify/ProductVariant/4801000000001")!;
const cleanser = findSellableItem("gid://shopify/ProductVariant/4801000000003")!;
const ritual = bundles[0]!;
const customer = cashOnDeliverySchema.parse(deliveryDetails);
const { db, shop } = openLocalShopForFile();

const setFigures = (id: string, values: Partial<typeof catalogueEntries.$inferInsert>) => db().update(catalogueEntries).set(values).where(eq(catalogueEntries.id, id));
const stockOf = async (id: string) => (await db().select({ stock: catalogueEntries.stock }).from(catalogueEntries).where(eq(catalogueEntries.id, id)))[0]?.stock;
const cartWith = async (merchandiseId: string, quantity: number) => (await shop().createCart([{ merchandiseId, quantity }])).id;
const save = (values: Record<string, string>) => catalogueEntrySchema.parse({ position: "1", ...values });

beforeEach(async () => {
  for (const product of products) await setFigures(product.id, { stock: null, lowStockThreshold: null, comingSoon: false, active: true });
  await setFigures("matcha-clay-mask", { priceFils: 9900, originalPriceFils: null });
});

describe("the catalogue's figures in the database", () => {
  test("the migration seeded exactly the figures content/ carried, so an existing shop keeps its prices", async () => {
    const figures = await readCatalogueFigures(db());
    expect(figures.map(({ id, kind, priceFils, active }) => ({ id, kind, priceFils, active }))).toEqual(seedFigures().map(({ id, kind, priceFils, active }) => ({ id, kind, priceFils, active })));
    const { bundles: shopBundles } = buildShopCatalogue(figures, "en");
    expect(shopBundles[0]).toMatchObject({ bundlePrice: ritual.bundlePrice, originalPrice: ritual.originalPrice, savings: ritual.savings, savingsPercentage: ritual.savingsPercentage });
  });

  test("an order is priced from the database, and savings follow the price and original price", async () => {
    await updateCatalogueEntry(db(), testAdmin, save({ id: "matcha-clay-mask", price: "79.50", originalPrice: "99", active: "on" }));
    const result = await placeCashOnDeliveryOrder(db(), { cartId: await cartWith(mask.merchandiseId, 2), customer });
    if (!result.ok) throw new Error(result.reason);
    const [row] = await db().query.orders.findMany({ where: (orders, { eq: equals }) => equals(orders.id, result.order.id) });
    expect(row?.subtotalAmount).toBe(159);

    const catalogue = buildShopCatalogue(await readCatalogueFigures(db()), "en");
    expect(catalogue.products.find((product) => product.id === "matcha-clay-mask")).toMatchObject({ price: 79.5, originalPrice: 99 });
    // The bundle's 'was' price is the sum of its products' prices now, its saving computed from it.
    const bundle = catalogue.bundles[0]!;
    expect(bundle.originalPrice).toBe(79.5 + 94 + 89);
    expect(bundle.savings).toBeCloseTo(bundle.originalPrice - bundle.bundlePrice, 2);
  });

  test("each change is audited with its before and after; saving the same figures again writes nothing", async () => {
    const input = save({ id: "matcha-pure-cleanser", price: "89", stock: "12", lowStockThreshold: "3", active: "on" });
    expect(await updateCatalogueEntry(db(), testAdmin, input)).toEqual({ ok: true, changed: true });
    expect(await updateCatalogueEntry(db(), testAdmin, input)).toEqual({ ok: true, changed: false });
    const audits = (await auditRows(db())).filter((row) => row.target === "catalogue:matcha-pure-cleanser");
    expect(audits).toHaveLength(1);
    expect(audits[0]?.details).toMatchObject({ changes: { stock: { from: null, to: 12 }, lowStockThreshold: { from: null, to: 3 } } });
  });

  test("a hidden product cannot be ordered", async () => {
    const cartId = await cartWith(cleanser.merchandiseId, 1);
    await setFigures("matcha-pure-cleanser", { active: false });
    expect(await placeCashOnDeliveryOrder(db(), { cartId, customer })).toMatchObject({ ok: false, reason: "not_purchasable" });
  });

  // Issue 32: the bundle stayed on sale with a link to the hidden product's 404.
  test("hiding a product takes the bundles that contain it off sale, and showing it again brings them back", async () => {
    const cartId = await cartWith(ritual.shopifyVariantId, 1);
    await setFigures("matcha-pure-cleanser", { active: false });
    const hidden = buildShopCatalogue(await readCatalogueFigures(db()), "en");
    expect(hidden.bundles.map((bundle) => bundle.slug)).not.toContain(ritual.slug);
    expect(hidden.sellable.map((item) => item.merchandiseId)).not.toContain(ritual.shopifyVariantId);
    expect(await placeCashOnDeliveryOrder(db(), { cartId, customer })).toMatchObject({ ok: false, reason: "not_purchasable" });

    await setFigures("matcha-pure-cleanser", { active: true });
    expect(buildShopCatalogue(await readCatalogueFigures(db()), "en").bundles.map((bundle) => bundle.slug)).toContain(ritual.slug);
  });
});

describe("stock that cannot be oversold", () => {
  test("an order takes its units; a bundle takes one of each product it includes", async () => {
    for (const product of products) await setFigures(product.id, { stock: 5 });
    const result = await placeCashOnDeliveryOrder(db(), { cartId: await cartWith(ritual.shopifyVariantId, 2), customer });
    expect(result.ok).toBe(true);
    for (const product of products) expect(await stockOf(product.id)).toBe(3);
  });

  test("more than is left is refused by name and count, in the shopper's language, and nothing is taken", async () => {
    await setFigures("matcha-clay-mask", { stock: 3 });
    const cartId = await cartWith(mask.merchandiseId, 3);
    const bundleCart = await cartWith(ritual.shopifyVariantId, 2);
    await setFigures("matcha-clay-mask", { stock: 1 });
    const refusal = await placeCashOnDeliveryOrder(db(), { cartId, customer });
    expect(refusal).toEqual({ ok: false, reason: "out_of_stock", shortage: { productId: "matcha-clay-mask", left: 1 } });
    if (refusal.ok) return;
    expect(placeOrderRefusalText(refusal, "en")).toBe(checkoutMessages.en.errors.onlyLeft("Matcha Clay Mask", 1));
    expect(placeOrderRefusalText(refusal, "ar")).toContain("تبقّى 1 فقط من");
    expect(await stockOf("matcha-clay-mask")).toBe(1);

    // The bundle's other products were taken before the mask ran short: all of it rolls back.
    await setFigures("matcha-pure-cleanser", { stock: 4 });
    expect(await placeCashOnDeliveryOrder(db(), { cartId: bundleCart, customer })).toMatchObject({ ok: false, reason: "out_of_stock" });
    expect(await stockOf("matcha-pure-cleanser")).toBe(4);
  });

  // Issue 32: a bundle cart was told "Matcha Clay Mask is sold out, please remove it", a line it does not have.
  test.each(["en", "ar"] as const)("in %s, a sold-out refusal for a bundle cart names the bundle, the line in the cart", async (locale) => {
    const bundleCart = await cartWith(ritual.shopifyVariantId, 1);
    await setFigures("matcha-clay-mask", { stock: 0 });
    const refusal = await placeCashOnDeliveryOrder(db(), { cartId: bundleCart, customer });
    expect(refusal).toMatchObject({ ok: false, reason: "out_of_stock", shortage: { productId: "matcha-clay-mask", left: 0 } });
    if (refusal.ok) return;
    const bundleName = locale === "en" ? ritual.name : bundleRecordsIn("ar").find((record) => record.id === ritual.id)!.name;
    expect(placeOrderRefusalText(refusal, locale)).toBe(checkoutMessages[locale].errors.soldOut(bundleName));
  });

  test("adding more to the cart than is left is refused with a message", async () => {
    await setFigures("matcha-clay-mask", { stock: 2 });
    const cartId = await cartWith(mask.merchandiseId, 2);
    await expect(shop().addCartLines(cartId, [{ merchandiseId: mask.merchandiseId, quantity: 1 }])).rejects.toThrow("We have only 2 of Matcha Clay Mask in stock. Please choose fewer.");
    await setFigures("matcha-clay-mask", { stock: 0 });
    await expect(shop().createCart([{ merchandiseId: mask.merchandiseId, quantity: 1 }])).rejects.toThrow("Matcha Clay Mask is sold out.");
  });

  test("N orders at once for the last M units sell exactly M", async () => {
    const carts = await Promise.all(Array.from({ length: 8 }, () => cartWith(cleanser.merchandiseId, 1)));
    await setFigures("matcha-pure-cleanser", { stock: 3 });
    const results = await Promise.all(carts.map((cartId) => placeCashOnDeliveryOrder(db(), { cartId, customer })));
    expect(results.filter((result) => result.ok)).toHaveLength(3);
    expect(results.filter((result) => !result.ok).map((result) => !result.ok && result.reason)).toEqual(Array(5).fill("out_of_stock"));
    expect(await stockOf("matcha-pure-cleanser")).toBe(0);
  });

  test("cancelling or refusing an order puts its units back", async () => {
    await setFigures("matcha-clay-mask", { stock: 4 });
    const placed = [];
    for (let order = 0; order < 2; order += 1) {
      const result = await placeCashOnDeliveryOrder(db(), { cartId: await cartWith(mask.merchandiseId, 2), customer });
      if (!result.ok) throw new Error(result.reason);
      placed.push(result.order.id);
    }
    expect(await stockOf("matcha-clay-mask")).toBe(0);
    await advanceCodOrder(db(), testAdmin, { step: "cancel", orderId: placed[0]!, reason: "Asked by phone" });
    expect(await stockOf("matcha-clay-mask")).toBe(2);
    // Refused at the door: the parcel was out with the courier.
    await db().update(orders).set({ lifecycleStage: "shipped" }).where(eq(orders.id, placed[1]!));
    expect(await advanceCodOrder(db(), testAdmin, { step: "refuse", orderId: placed[1]! })).toMatchObject({ ok: true });
    expect(await stockOf("matcha-clay-mask")).toBe(4);
    // A second cancel is refused by the lifecycle and returns nothing twice.
    await advanceCodOrder(db(), testAdmin, { step: "cancel", orderId: placed[0]!, reason: "Again" });
    expect(await stockOf("matcha-clay-mask")).toBe(4);
  });

  test("falling to the low-stock threshold e-mails the owner once", async () => {
    await setFigures("collagen-essence", { stock: 4, lowStockThreshold: 2 });
    const essence = findSellableItem("gid://shopify/ProductVariant/4801000000002")!;
    for (let order = 0; order < 3; order += 1) {
      const result = await placeCashOnDeliveryOrder(db(), { cartId: await cartWith(essence.merchandiseId, 1), customer });
      expect(result.ok).toBe(true);
    }
    expect(await stockOf("collagen-essence")).toBe(1);
    const alerts = (await db().select().from(outboxEmails).where(eq(outboxEmails.kind, "low_stock"))).filter((mail) => mail.subject.includes("Collagen Essence"));
    expect(alerts.map((mail) => [mail.toAddress, mail.subject])).toEqual([["owner@matchaglow.ae", "Low stock: 2 Collagen Essence left"]]);
    // The e-mail links to where the stock is changed.
    expect(alerts[0]?.textBody).toMatch(/https?:\/\/[^ ]+\/admin\/catalogue/);
  });

  // Issue 32: the last unit sold without a word to the owner when no alert level was set.
  test("selling the last unit e-mails the owner that it is sold out, alert level or not, once", async () => {
    await db().delete(outboxEmails).where(eq(outboxEmails.kind, "low_stock"));
    await setFigures("collagen-essence", { stock: 3, lowStockThreshold: null });
    const essence = findSellableItem("gid://shopify/ProductVariant/4801000000002")!;
    for (const units of [1, 2]) {
      const result = await placeCashOnDeliveryOrder(db(), { cartId: await cartWith(essence.merchandiseId, units), customer });
      expect(result.ok).toBe(true);
    }
    expect(await stockOf("collagen-essence")).toBe(0);
    const alerts = await db().select().from(outboxEmails).where(eq(outboxEmails.kind, "low_stock"));
    expect(alerts.map((mail) => mail.subject)).toEqual(["Sold out: Collagen Essence"]);
    expect(alerts[0]?.textBody).toMatch(/\/admin\/catalogue/);
  });
});
