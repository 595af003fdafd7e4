import { trackOrderAction } from "@/lib/actions/track-order";
import { createLocalProvider } from "@/lib/commerce/local/provider";
import { placeCashOnDeliveryOrder } from "@/lib/orders/place-cash-on-delivery-order";
import type { ActionResult } from "@/lib/actions/action-result";
import { cashOnDeliverySchema } from "@/lib/validations/checkout";
import { freshClientAddress } from "@/tests/support/client-address";
import { mockedDatabase, mockedRequest, openTestDatabaseForFile } from "@/tests/unit/support/mocked-request";


jest.mock("@/lib/db", () => jest.requireActual("@/tests/unit/support/mocked-request").mockedDbModule);
jest.mock("next/headers", () => jest.requireActual("@/tests/unit/support/mocked-request").mockedHeadersModule);

const customer = cashOnDeliverySchema.parse({
  fullName: "Layla Haddad",
  email: "layla@example.ae",
  phone: "+971 50 123 4567",
  emirate: "Dubai",
  addressLine: "Villa 12, Al Wasl Road",
  city: "Jumeirah",
});
let orderNumber = "";

// server.ts sets the client address header from the socket; a forged X-Forwarded-For rides along (another each
// call) and must not count.
mockedRequest.headers = () => ({ "x-forwarded-for": `198.51.100.${Math.floor(Math.random() * 250)}` });
const db = openTestDatabaseForFile();
beforeAll(async () => {
  const shop = createLocalProvider(async () => db());
  const cart = await shop.createCart([{ merchandiseId: "gid://shopify/ProductVariant/4801000000001", quantity: 2 }]);
  const placed = await placeCashOnDeliveryOrder(db(), { cartId: cart.id, customer });
  if (!placed.ok) throw new Error(placed.reason);
  orderNumber = placed.order.orderNumber;
});
beforeEach(() => {
  // A fresh address per test: the throttle is process-wide.
  mockedRequest.clientAddress = freshClientAddress();
});

function lookUp(email: string, number: string) {
  const formData = new FormData();
  formData.set("email", email);
  formData.set("orderNumber", number);
  return trackOrderAction(null, formData);
}

/** "found", or the refusal's code. */
const outcome = (result: ActionResult<unknown>) => (result.ok ? "found" : result.code);

describe("trackOrderAction", () => {
  test("finds the order with the e-mail in any case and the number without '#'", async () => {
    const state = await lookUp("LAYLA@Example.AE", orderNumber.replace("#", ""));
    expect(state).toMatchObject({ ok: true, message: "Order found!" });
    const found = state.ok ? state.data?.order : undefined;
    expect(found?.order).toMatchObject({ shopify_order_number: orderNumber, subtotal_amount: 198, shipping_amount: 0, total_amount: 198 });
    expect(found?.items).toEqual([{ title: "Matcha Clay Mask", variant_title: null, quantity: 2, price: 99, total_price: 198 }]);
  });

  test("a real order number with another e-mail reads exactly like an unknown number", async () => {
    const otherEmail = await lookUp("someone.else@example.ae", orderNumber);
    const unknownNumber = await lookUp("layla@example.ae", "#999999");
    expect(otherEmail).toMatchObject({ ok: false, code: "not_found", message: "Order not found. Please check your email and order number." });
    expect({ ...unknownNumber, values: null }).toEqual({ ...otherEmail, values: null });
  });

  test("missing fields come back as field errors with the entries kept", async () => {
    const state = await lookUp("", "");
    expect(state).toMatchObject({ ok: false, code: "invalid" });
    const refusal = state.ok ? null : state;
    expect(refusal?.fieldErrors).toEqual({ email: "Please enter your email address", orderNumber: "Please enter your order number" });
    expect(refusal?.values).toEqual({ email: "", orderNumber: "" });
  });

  test("a failing database is reported as 'Error looking up order', without details", async () => {
    mockedDatabase.failing = true;
    const spy = jest.spyOn(console, "error").mockImplementation(() => {});
    const state = await lookUp("layla@example.ae", orderNumber);
    expect(state).toMatchObject({ ok: false, code: "unexpected", message: "Error looking up order" });
    expect(spy).toHaveBeenCalledTimes(1);
    spy.mockRestore();
  });

  test("one client gets 10 lookups a minute whatever X-Forwarded-For says, then is asked to wait", async () => {
    const outcomes = [];
    for (let attempt = 0; attempt < 11; attempt += 1) outcomes.push(outcome(await lookUp(`guess${attempt}@example.ae`, "#999999")));
    expect(outcomes.slice(0, 10).every((outcome) => outcome === "not_found")).toBe(true);
    expect(outcomes[10]).toBe("throttled");
    mockedRequest.clientAddress = "192.0.2.77";
    expect(outcome(await lookUp("layla@example.ae", orderNumber))).toBe("found");
  });

  test("one e-mail gets 5 lookups however many clients ask, then is asked to wait", async () => {
    const outcomes = [];
    for (let attempt = 0; attempt < 6; attempt += 1) {
      mockedRequest.clientAddress = `192.0.2.${100 + attempt}`;
      outcomes.push(outcome(await lookUp("Target@Example.ae", `#99999${attempt}`)));
    }
    expect(outcomes.slice(0, 5).every((outcome) => outcome === "not_found")).toBe(true);
    expect(outcomes[5]).toBe("throttled");
  });
});
