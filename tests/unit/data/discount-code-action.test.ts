import { cartMessages } from "@/content/messages/en/cart";
import { createLocalProvider } from "@/lib/commerce/local/provider";
import type { CommerceProvider } from "@/lib/commerce/types";
import { env } from "@/lib/env";
import { placeCashOnDeliveryOrder } from "@/lib/orders/place-cash-on-delivery-order";
import { cashOnDeliverySchema } from "@/lib/validations/checkout";
import { deliveryDetails } from "@/tests/support/delivery-details";
import { insertDiscountCode } from "@/tests/support/discount-code-fixture";
import { fakeCookies as mockFakeCookies, type CookieJar } from "@/tests/support/next-request-mocks";
import { openTestDatabaseForFile } from "@/tests/unit/support/mocked-request";

const mockJar: CookieJar = new Map();
let mockClientAddress = "198.51.100.1";
jest.mock("@/lib/db", () => jest.requireActual("@/tests/unit/support/mocked-request").mockedDbModule);
jest.mock("next/headers", () => ({
  cookies: async () => mockFakeCookies(mockJar),
  headers: async () => new Headers({ "x-shop-client-address": mockClientAddress }),
}));

import { discountCodeAction } from "@/lib/actions/discount-code";

const { discount } = cartMessages;
let shop: CommerceProvider;
let clients = 0;

const db = openTestDatabaseForFile();
beforeAll(async () => {
  shop = createLocalProvider(async () => db());
});
beforeEach(async () => {
  jest.replaceProperty(env, "COMMERCE_PROVIDER", "local");
  // A client of its own per test, so one test's attempts never throttle the next.
  mockClientAddress = `198.51.100.${++clients}`;
  const cart = await shop.createCart([{ merchandiseId: "gid://shopify/ProductVariant/4801000000001", quantity: 2 }]);
  mockJar.clear();
  mockJar.set("cart_id", { value: cart.id });
});

const submit = (fields: Record<string, string>) => {
  const formData = new FormData();
  for (const [name, value] of Object.entries(fields)) formData.set(name, value);
  return discountCodeAction(null, formData);
};

describe("discountCodeAction", () => {
  test("applies a code and hands back the cart with the discount; applying it again changes nothing", async () => {
    const code = await insertDiscountCode(db());
    const state = await submit({ code: code.toLowerCase(), intent: "apply" });
    expect(state).toMatchObject({ ok: true, message: discount.applied(code) });
    expect(state.data?.discount).toEqual({ code, amount: { amount: 29.7, currencyCode: "AED" } });

    const again = await submit({ code, intent: "apply" });
    expect(again.data?.discount).toEqual(state.data?.discount);
  });

  test.each([
    ["nothing", "", discount.errors.required],
    ["spaces only", "   ", discount.errors.required],
    ["characters no code has", "WELCOME15'; drop table", discount.errors.unknown],
    ["an unknown code", "NOT-A-CODE", discount.errors.unknown],
  ])("%s is refused with a clear message at the field, keeping what was typed and the cart", async (_label, code, message) => {
    const state = await submit({ code, intent: "apply" });
    expect(state.ok ? null : { words: state.fieldErrors.code ?? state.message, values: state.values }).toEqual({ words: message, values: { code } });
    expect(state.data?.totalQuantity).toBe(2);
    expect(state.data?.discount).toBeUndefined();
  });

  test("a used code says so", async () => {
    const code = await insertDiscountCode(db(), { email: deliveryDetails.email });
    await submit({ code, intent: "apply" });
    await placeCashOnDeliveryOrder(db(), { cartId: mockJar.get("cart_id")!.value, customer: cashOnDeliverySchema.parse(deliveryDetails) });

    const next = await shop.createCart([{ merchandiseId: "gid://shopify/ProductVariant/4801000000003", quantity: 1 }]);
    mockJar.set("cart_id", { value: next.id });
    expect(await submit({ code, intent: "apply" })).toMatchObject({ ok: false, message: discount.errors.used });
  });

  test("remove takes the code off the cart", async () => {
    const code = await insertDiscountCode(db());
    await submit({ code, intent: "apply" });
    const state = await submit({ intent: "remove" });
    expect(state).toMatchObject({ ok: true, message: discount.removed });
    expect(state.data?.discount).toBeUndefined();
  });

  test("without a cart there is nothing to apply a code to", async () => {
    mockJar.clear();
    expect(await submit({ code: "WELCOME15-ABCD", intent: "apply" })).toEqual({ ok: false, code: "no_cart", message: discount.errors.noCart, fieldErrors: {}, values: { code: "WELCOME15-ABCD" } });
  });

  test("guessing codes is slowed per client: the 11th attempt in ten minutes is refused", async () => {
    for (let attempt = 0; attempt < 10; attempt += 1) expect((await submit({ code: `GUESS-${attempt}`, intent: "apply" })).message).toBe(discount.errors.unknown);
    const code = await insertDiscountCode(db());
    expect(await submit({ code, intent: "apply" })).toMatchObject({ ok: false, code: "throttled", message: discount.errors.throttled });
  });
});
