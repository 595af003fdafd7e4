import { findSellableItem } from "@/content/catalog";
import { cartMessages } from "@/content/messages/en/cart";
import { policies } from "@/content/policies";
import { openTestDatabaseForFile } from "@/tests/unit/support/mocked-request";
import { fakeCookies as mockFakeCookies, type CookieJar } from "@/tests/support/next-request-mocks";

const mockJar: CookieJar = new Map();
jest.mock("@/lib/db", () => jest.requireActual("@/tests/unit/support/mocked-request").mockedDbModule);
jest.mock("next/headers", () => ({
  cookies: async () => mockFakeCookies(mockJar),
  headers: async () => new Headers({ host: "127.0.0.1:3203" }),
}));

import {
  addToCartAction,
  clearCartAction,
  removeCartLineAction,
  startCheckoutAction,
  updateCartLineAction,
  updateCartLineFormAction,
} from "@/lib/actions/cart";

const mask = findSellableItem("gid://shopify/ProductVariant/4801000000001")!;
const cartCookie = () => mockJar.get("cart_id");
/** A refusal with no cart beside it (there is none yet) and none of the request's values sent back. */
const refused = (code: string, message: string, fieldErrors: unknown = {}) => ({ ok: false, code, message, fieldErrors, values: {} });

beforeEach(() => mockJar.clear());

openTestDatabaseForFile();
describe("cart actions", () => {
  test("the first add creates a cart and saves its id in an httpOnly, Lax, 30-day cookie, never in the result", async () => {
    const state = await addToCartAction({ merchandiseId: mask.merchandiseId, quantity: 2 });

    expect(state).toMatchObject({ ok: true, data: { totalQuantity: 2 } });
    expect(cartCookie()).toEqual({
      value: expect.stringMatching(/^[\w-]{32}$/),
      options: expect.objectContaining({ httpOnly: true, sameSite: "lax", path: "/", maxAge: 60 * 60 * 24 * 30 }),
    });
    expect(state.data).not.toHaveProperty("id");
    expect(JSON.stringify(state)).not.toContain(cartCookie()!.value);
  });

  test("later adds go to the saved cart", async () => {
    await addToCartAction({ merchandiseId: mask.merchandiseId, quantity: 1 });
    const savedId = cartCookie()?.value;
    const second = await addToCartAction({ merchandiseId: mask.merchandiseId, quantity: 1 });
    expect(cartCookie()?.value).toBe(savedId);
    expect(second.data?.totalQuantity).toBe(2);
  });

  test("no result of any cart action carries the cart id", async () => {
    const added = await addToCartAction({ merchandiseId: mask.merchandiseId, quantity: 2 });
    const cartId = cartCookie()!.value;
    const lineId = added.data!.lines[0]!.id;
    const results = [
      added,
      await addToCartAction({ merchandiseId: mask.merchandiseId, quantity: 99 }),
      await updateCartLineAction({ lineId, quantity: 3 }),
      await updateCartLineAction({ lineId, quantity: 1.5 }),
      await removeCartLineAction({ lineId }),
      await startCheckoutAction(),
    ];
    for (const result of results) expect(JSON.stringify(result)).not.toContain(cartId);
  });

  test("a saved id that cannot be restored is replaced by a new cart holding the line", async () => {
    mockJar.set("cart_id", { value: "gone-cart" });
    const state = await addToCartAction({ merchandiseId: mask.merchandiseId, quantity: 1 });
    expect(state).toMatchObject({ ok: true, data: { totalQuantity: 1 } });
    expect(cartCookie()?.value).not.toBe("gone-cart");
  });

  test.each([
    ["an unknown product", { merchandiseId: "gid://shopify/ProductVariant/0", quantity: 1 }],
    ["no variant id", { merchandiseId: "", quantity: 1 }],
    ["a quantity of 0", { merchandiseId: mask.merchandiseId, quantity: 0 }],
    ["a fractional quantity", { merchandiseId: mask.merchandiseId, quantity: 1.5 }],
  ])("adding %s fails with the not-available message and saves no cart", async (_label, input) => {
    const result = await addToCartAction(input);
    expect(result).toMatchObject({ ok: false, message: cartMessages.notPurchasable.description, values: {} });
    expect(result.data).toBeUndefined();
    expect(cartCookie()).toBeUndefined();
  });

  test.each([policies.cart.maxQuantityPerLine + 1, 100, 1089])("adding %i at once is refused with the quantity message and saves no cart", async (quantity) => {
    expect(await addToCartAction({ merchandiseId: mask.merchandiseId, quantity })).toEqual(refused("quantity_limit", cartMessages.quantityLimit, expect.anything()));
    expect(cartCookie()).toBeUndefined();
  });

  test("repeated adds and updates stop at the per-line cap with the quantity message, and the line keeps its quantity", async () => {
    const cap = policies.cart.maxQuantityPerLine;
    const added = await addToCartAction({ merchandiseId: mask.merchandiseId, quantity: cap });
    expect(added.data?.totalQuantity).toBe(cap);

    const again = await addToCartAction({ merchandiseId: mask.merchandiseId, quantity: 1 });
    expect(again).toMatchObject({ ok: false, code: "quantity_limit", message: cartMessages.quantityLimit, data: { totalQuantity: cap } });

    const lineId = added.data!.lines[0]!.id;
    const raised = await updateCartLineAction({ lineId, quantity: cap + 1 });
    expect(raised).toMatchObject({ ok: false, code: "quantity_limit", message: cartMessages.quantityLimit, data: { totalQuantity: cap } });
  });

  test("update and remove without a cart do nothing and succeed", async () => {
    expect(await updateCartLineAction({ lineId: "x", quantity: 3 })).toEqual({ ok: true, data: null });
    expect(await removeCartLineAction({ lineId: "x" })).toEqual({ ok: true, data: null });
  });

  test("update to 0 removes the line; remove deletes it", async () => {
    const added = await addToCartAction({ merchandiseId: mask.merchandiseId, quantity: 2 });
    const lineId = added.data!.lines[0]!.id;

    expect((await updateCartLineAction({ lineId, quantity: 5 })).data?.totalQuantity).toBe(5);
    expect((await updateCartLineAction({ lineId, quantity: 0 })).data?.lines).toEqual([]);
    await addToCartAction({ merchandiseId: mask.merchandiseId, quantity: 1 });
    const again = await addToCartAction({ merchandiseId: mask.merchandiseId, quantity: 1 });
    expect((await removeCartLineAction({ lineId: again.data!.lines[0]!.id })).data?.lines).toEqual([]);
  });

  test("a line's form as posted without JavaScript changes, caps and (with Remove's quantity 0) removes the line", async () => {
    const added = await addToCartAction({ merchandiseId: mask.merchandiseId, quantity: 2 });
    const lineId = added.data!.lines[0]!.id;
    const form = (fields: Record<string, string>) => {
      const data = new FormData();
      for (const [name, value] of Object.entries(fields)) data.set(name, value);
      return data;
    };

    expect((await updateCartLineFormAction(form({ lineId, quantity: "3" }))).data?.totalQuantity).toBe(3);
    expect(await updateCartLineFormAction(form({ lineId, quantity: String(policies.cart.maxQuantityPerLine + 1) }))).toMatchObject({ ok: false, code: "quantity_limit", message: cartMessages.quantityLimit });
    expect(await updateCartLineFormAction(form({ lineId }))).toMatchObject({ ok: false, code: "invalid", message: cartMessages.unexpected, data: { totalQuantity: 3 } });
    expect((await updateCartLineFormAction(form({ lineId, quantity: "0" }))).data?.lines).toEqual([]);
  });

  test.each([[true], [null], [{ lineId: "x" }], ["lineId=x"]])("a call that carries %p instead of the form is answered with a message, not an exception", async (notAForm) => {
    expect(await updateCartLineFormAction(notAForm as unknown as FormData)).toMatchObject({ ok: false, message: cartMessages.unexpected });
  });

  test("clearing forgets the cart; the next add starts a new one", async () => {
    await addToCartAction({ merchandiseId: mask.merchandiseId, quantity: 1 });
    const firstId = cartCookie()?.value;
    expect(await clearCartAction()).toEqual({ ok: true, data: null });
    expect(cartCookie()).toBeUndefined();
    const next = await addToCartAction({ merchandiseId: mask.merchandiseId, quantity: 1 });
    expect(cartCookie()?.value).not.toBe(firstId);
    expect(next.data?.totalQuantity).toBe(1);
  });

  test("checkout needs a cart with items, then sends the shopper to the delivery form on this host", async () => {
    expect(await startCheckoutAction()).toEqual(refused("no_checkout_url", cartMessages.noCheckoutUrl));
    await addToCartAction({ merchandiseId: mask.merchandiseId, quantity: 1 });
    expect(await startCheckoutAction()).toEqual({ ok: true, data: { url: "http://127.0.0.1:3203/checkout/delivery" } });
  });

  test("an Arabic shopper's checkout continues on the Arabic delivery form", async () => {
    await addToCartAction({ merchandiseId: mask.merchandiseId, quantity: 1 });
    expect(await startCheckoutAction({ locale: "ar" })).toEqual({
      ok: true,
      data: { url: "http://127.0.0.1:3203/ar/checkout/delivery" },
    });
  });
});
