import { count, eq } from "drizzle-orm";

import { cartMessages } from "@/content/messages/cart";
import { createLocalProvider } from "@/lib/commerce/local/provider";
import type { CommerceProvider } from "@/lib/commerce/types";
import { discountCodes, orders } from "@/lib/db/schema";
import { env } from "@/lib/env";
import { deliveryDetails } from "@/tests/support/delivery-details";
import { insertDiscountCode } from "@/tests/support/discount-code-fixture";
import { openTestDatabaseForFile } from "@/tests/unit/support/mocked-request";
import { fakeCookies as mockFakeCookies, type CookieJar } from "@/tests/support/next-request-mocks";

const mockJar: CookieJar = new Map();
jest.mock("@/lib/db", () => jest.requireActual("@/tests/unit/support/mocked-request").mockedDbModule);
jest.mock("next/headers", () => ({ cookies: async () => mockFakeCookies(mockJar), headers: async () => new Headers({ "x-shop-client-address": "203.0.113.7" }) }));
// Outside a request there is nothing to run `after` tasks once a response is sent; here they simply run.
jest.mock("next/server", () => ({ after: (task: () => unknown) => void task() }));
// next/navigation's redirect ends the action by throwing; this stand-in throws the target so a test can read it.
jest.mock("next/navigation", () => jest.requireActual("@/tests/unit/support/mocked-navigation").mockedNavigationModule);

import { placeOrderAction } from "@/lib/actions/place-order";

let shop: CommerceProvider;
let cartId = "";

const db = openTestDatabaseForFile();
beforeAll(async () => {
  shop = createLocalProvider(async () => db());
});
beforeEach(async () => {
  cartId = (await shop.createCart([{ merchandiseId: "gid://shopify/ProductVariant/4801000000001", quantity: 1 }])).id;
  mockJar.clear();
  mockJar.set("cart_id", { value: cartId });
});
afterEach(() => jest.restoreAllMocks());

function submit(fields: Record<string, string>) {
  const formData = new FormData();
  for (const [name, value] of Object.entries(fields)) formData.set(name, value);
  return placeOrderAction(null, formData);
}

const orderCount = async () => (await db().select({ n: count() }).from(orders))[0]?.n;

describe("placeOrderAction", () => {
  test("on the local provider it places the order, forgets the cart and goes to the confirmation", async () => {
    jest.replaceProperty(env, "COMMERCE_PROVIDER", "local");
    const before = await orderCount();

    const redirected = await submit(deliveryDetails).then(
      () => null,
      (error: { url?: string }) => error.url,
    );

    expect(redirected).toMatch(/^\/order-confirmation\?order=[\w-]{43}$/);
    expect(await orderCount()).toBe(before! + 1);
    expect(mockJar.has("cart_id")).toBe(false);
  });

  test("a double submit (two clicks at once) places one order and sends both to the same confirmation", async () => {
    jest.replaceProperty(env, "COMMERCE_PROVIDER", "local");
    const before = await orderCount();
    const redirectOf = (submission: Promise<unknown>) => submission.then(() => null, (error: { url?: string }) => error.url);

    const [first, second] = await Promise.all([redirectOf(submit(deliveryDetails)), redirectOf(submit(deliveryDetails))]);

    expect(first).toMatch(/^\/order-confirmation\?order=/);
    expect(second).toBe(first);
    expect(await orderCount()).toBe(before! + 1);
  });

  test.each([
    ["complete delivery details", deliveryDetails],
    ["details that would fail validation", { ...deliveryDetails, phone: "12" }],
  ])("on the Shopify provider it refuses %s with a clear message and writes no order", async (_label, fields) => {
    jest.replaceProperty(env, "COMMERCE_PROVIDER", "shopify");
    const before = await orderCount();

    const state = await submit(fields);

    expect(state).toMatchObject({
      ok: false,
      code: "not_offered",
      message: "Cash on delivery is not available in this shop. Please check out from your cart.",
      values: fields,
    });
    expect(await orderCount()).toBe(before);
    expect(mockJar.get("cart_id")?.value).toBe(cartId);
    expect((await shop.getCart(cartId))?.totalQuantity).toBe(1);
  });

  test.each([null, undefined, {}, "email=a@b.co", 42])("a hand-made call whose second argument is %p is an invalid form, not a crash", async (notAForm) => {
    jest.replaceProperty(env, "COMMERCE_PROVIDER", "local");
    const before = await orderCount();
    const state = await placeOrderAction(null, notAForm as unknown as FormData);
    expect(state).toMatchObject({ ok: false, code: "invalid", message: "Please correct the highlighted fields." });
    expect(await orderCount()).toBe(before);
  });

  test.each([
    ["en", cartMessages.en.discount.errors],
    ["ar", cartMessages.ar.discount.errors],
  ] as const)("a welcome code under another e-mail is refused in %s at the e-mail field, keeping every entry, and stays unused on the cart", async (locale, errors) => {
    jest.replaceProperty(env, "COMMERCE_PROVIDER", "local");
    const code = await insertDiscountCode(db(), { email: `owner.${locale}.${Date.now()}@example.ae` });
    await shop.applyDiscountCode(cartId, code);
    const before = await orderCount();

    const fields = { ...deliveryDetails, locale };
    const state = await submit(fields);

    expect(state).toEqual({ ok: false, code: "discount_not_owner", message: errors.notOwnerAtCheckout, fieldErrors: { email: errors.notOwnerField }, values: deliveryDetails });
    expect(await orderCount()).toBe(before);
    expect((await shop.getCart(cartId))?.discount?.code).toBe(code);
    const [row] = await db().select({ redeemedAt: discountCodes.redeemedAt }).from(discountCodes).where(eq(discountCodes.code, code));
    expect(row?.redeemedAt).toBeNull();
  });
});
