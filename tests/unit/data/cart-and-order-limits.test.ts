import { count } from "drizzle-orm";

import { findSellableItem } from "@/content/catalog";
import { cartMessages } from "@/content/messages/en/cart";
import { checkoutMessages } from "@/content/messages/en/checkout";
import { createLocalProvider } from "@/lib/commerce/local/provider";
import type { CommerceProvider } from "@/lib/commerce/types";
import { carts, orders } from "@/lib/db/schema";
import { rateLimits } from "@/lib/rate-limit/limits";
import { deliveryDetails } from "@/tests/support/delivery-details";
import { openTestDatabaseForFile } from "@/tests/unit/support/mocked-request";
import { fakeCookies as mockFakeCookies, type CookieJar } from "@/tests/support/next-request-mocks";

const mockJar: CookieJar = new Map();
let mockClientAddress = "203.0.113.1";
jest.mock("@/lib/db", () => jest.requireActual("@/tests/unit/support/mocked-request").mockedDbModule);
jest.mock("next/headers", () => ({
  cookies: async () => mockFakeCookies(mockJar),
  // The forwarded header changes every call: only the address server.ts derived may key a limit.
  headers: async () => new Headers({ "x-shop-client-address": mockClientAddress, "x-forwarded-for": `198.51.100.${Math.floor(Math.random() * 250)}` }),
}));
jest.mock("next/navigation", () => jest.requireActual("@/tests/unit/support/mocked-navigation").mockedNavigationModule);
// The confirmation e-mail is not what these tests count; outside a request, after() would throw.
jest.mock("next/server", () => ({ after: () => undefined }));

import { addToCartAction } from "@/lib/actions/cart";
import { placeOrderAction } from "@/lib/actions/place-order";

const mask = findSellableItem("gid://shopify/ProductVariant/4801000000001")!;
const cartsPerClient = rateLimits.cartCreationByClient.config.points;
const ordersPerClient = rateLimits.codOrderByClient.config.points;
const ordersPerEmail = rateLimits.codOrderByEmail.config.points;

let shop: CommerceProvider;
const db = openTestDatabaseForFile();
beforeAll(async () => {
  shop = createLocalProvider(async () => db());
});
beforeEach(() => mockJar.clear());

const cartCount = async () => (await db().select({ n: count() }).from(carts))[0]!.n;
const orderCount = async () => (await db().select({ n: count() }).from(orders))[0]!.n;

/** A fresh shopper (no cookie) adding one item: every call needs a new cart. */
async function addAsNewShopper() {
  mockJar.clear();
  return addToCartAction({ merchandiseId: mask.merchandiseId, quantity: 1 });
}

/** A shopper with a filled cart submitting the delivery form with this e-mail. */
async function placeOrderWith(email: string) {
  const cart = await shop.createCart([{ merchandiseId: mask.merchandiseId, quantity: 1 }]);
  mockJar.clear();
  mockJar.set("cart_id", { value: cart.id });
  const form = new FormData();
  for (const [name, value] of Object.entries({ ...deliveryDetails, email })) form.set(name, value);
  return placeOrderAction(null, form).then(
    (state) => ({ placed: false as const, state }),
    (redirect: { url?: string }) => ({ placed: true as const, url: redirect.url }),
  );
}

describe("cart creation limit", () => {
  test("one client gets a generous number of new carts, then a clear message and no cart; other clients are not affected", async () => {
    mockClientAddress = "203.0.113.10";
    for (let i = 0; i < cartsPerClient; i += 1) expect((await addAsNewShopper()).ok).toBe(true);
    const before = await cartCount();

    expect(await addAsNewShopper()).toEqual({ ok: false, code: "throttled", message: cartMessages.tooManyCarts, fieldErrors: {}, values: {} });
    expect(await cartCount()).toBe(before);
    expect(mockJar.size).toBe(0);

    mockClientAddress = "203.0.113.11";
    expect((await addAsNewShopper()).ok).toBe(true);
  });

  test("adding to a cart the shopper already has is not a creation and is never refused by it", async () => {
    mockClientAddress = "203.0.113.20";
    mockJar.clear();
    await addToCartAction({ merchandiseId: mask.merchandiseId, quantity: 1 });
    const saved = new Map(mockJar);
    for (let i = 0; i < cartsPerClient; i += 1) await addAsNewShopper();

    mockJar.clear();
    for (const [name, value] of saved) mockJar.set(name, value);
    const added = await addToCartAction({ merchandiseId: mask.merchandiseId, quantity: 1 });
    expect(added).toMatchObject({ ok: true, data: { totalQuantity: 2 } });
  });
});

describe("cash-on-delivery order limit", () => {
  test("per e-mail: a few orders an hour, then a clear message that keeps the form filled in and places nothing", async () => {
    mockClientAddress = "203.0.113.30";
    const email = "repeat.buyer@example.ae";
    for (let i = 0; i < ordersPerEmail; i += 1) expect((await placeOrderWith(email)).placed).toBe(true);
    const before = await orderCount();

    // The same address in other capitals is the same shopper.
    const refused = await placeOrderWith(email.toUpperCase());
    expect(refused).toEqual({
      placed: false,
      state: { ok: false, code: "throttled", message: checkoutMessages.errors.tooManyOrders, fieldErrors: {}, values: { ...deliveryDetails, email: email.toUpperCase() } },
    });
    expect(await orderCount()).toBe(before);

    expect((await placeOrderWith("someone.else@example.ae")).placed).toBe(true);
  });

  test("per client: changing the e-mail does not get round it", async () => {
    mockClientAddress = "203.0.113.40";
    for (let i = 0; i < ordersPerClient; i += 1) expect((await placeOrderWith(`shopper${i}@example.ae`)).placed).toBe(true);
    const before = await orderCount();

    const refused = await placeOrderWith("yet.another@example.ae");
    expect(refused).toMatchObject({ placed: false, state: { message: checkoutMessages.errors.tooManyOrders } });
    expect(await orderCount()).toBe(before);
  });

  test("a form with mistakes does not use up an attempt", async () => {
    mockClientAddress = "203.0.113.50";
    const form = new FormData();
    for (const [name, value] of Object.entries({ ...deliveryDetails, email: "typo.person@example.ae", phone: "12" })) form.set(name, value);
    for (let i = 0; i < ordersPerEmail + 2; i += 1) expect(await placeOrderAction(null, form)).toMatchObject({ code: "invalid", fieldErrors: { phone: expect.any(String) } });
    expect((await placeOrderWith("typo.person@example.ae")).placed).toBe(true);
  });
});
