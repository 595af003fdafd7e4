import { count, eq } from "drizzle-orm";

import { createLocalProvider } from "@/lib/commerce/local/provider";
import { liftCodHold } from "@/lib/admin/customers/cod-hold-lift";
import { auditLog, codHoldLifts, orders } from "@/lib/db/schema";
import { env } from "@/lib/env";
import { readRefusalHistory } from "@/lib/orders/cod-refusal-hold";
import { advanceCodOrder } from "@/lib/orders/advance-cod-order";
import { fulfilLocalOrder } from "@/lib/orders/fulfil-local-order";
import { placeLocalOrder, testAdmin } from "@/tests/support/admin-fixtures";
import { deliveryDetails } from "@/tests/support/delivery-details";
import { fakeCookies as mockFakeCookies, type CookieJar } from "@/tests/support/next-request-mocks";
import { openTestDatabaseForFile } from "@/tests/unit/support/mocked-request";

const mockJar: CookieJar = new Map();
jest.mock("@/lib/db", () => jest.requireActual("@/tests/unit/support/mocked-request").mockedDbModule);
jest.mock("next/headers", () => ({
  cookies: async () => mockFakeCookies(mockJar),
  headers: async () => new Headers({ "x-shop-client-address": "203.0.113.9" }),
}));
// A shop with a payment gateway, unless a test says otherwise.
let mockGatewayConfigured = true;
jest.mock("@/lib/payments", () => ({
  ...jest.requireActual("@/lib/payments"),
  offersOnlinePayment: () => mockGatewayConfigured,
}));
jest.mock("next/server", () => ({ after: (task: () => unknown) => void task() }));
jest.mock("next/navigation", () => jest.requireActual("@/tests/unit/support/mocked-navigation").mockedNavigationModule);

import { placeOrderAction } from "@/lib/actions/place-order";

const db = openTestDatabaseForFile();

async function refusedAtTheDoor(customer: { fullName: string; email: string; phone: string }) {
  const order = await placeLocalOrder(db(), customer);
  await advanceCodOrder(db(), testAdmin, { step: "confirm", orderId: order.id });
  await fulfilLocalOrder(db(), testAdmin, { orderId: order.id, trackingCompany: "Aramex", trackingNumber: "AX1", trackingUrl: "" });
  expect((await advanceCodOrder(db(), testAdmin, { step: "refuse", orderId: order.id })).ok).toBe(true);
  return order;
}

/** The delivery form of a shopper with this phone and e-mail, cash on delivery chosen. */
async function payCashOnDelivery(fields: { email: string; phone: string }) {
  const cart = await createLocalProvider(async () => db()).createCart([
    { merchandiseId: "gid://shopify/ProductVariant/4801000000001", quantity: 1 },
  ]);
  mockJar.set("cart_id", { value: cart.id });
  const form = new FormData();
  for (const [name, value] of Object.entries({ ...deliveryDetails, ...fields, payment: "cod" })) form.set(name, value);
  return placeOrderAction(null, form).catch((error: { url?: string }) => ({ redirectedTo: error.url }));
}

beforeEach(() => {
  jest.replaceProperty(env, "COMMERCE_PROVIDER", "local");
  mockGatewayConfigured = true;
});
afterEach(() => jest.restoreAllMocks());

describe("a shopper whose parcels were refused at the door", () => {
  test("two refusals of one phone, typed two ways under two e-mails, leave a third e-mail with that phone Pay now only", async () => {
    await refusedAtTheDoor({ fullName: "Hamad Ali", email: "hamad.one@example.ae", phone: "+971 52 700 1001" });
    expect((await readRefusalHistory(db(), { email: "other@example.ae", phone: "052 700 1001" })).withheld).toBe(false);
    await refusedAtTheDoor({ fullName: "Hamad Ali", email: "hamad.two@example.ae", phone: "00971527001001" });

    const history = await readRefusalHistory(db(), { email: "new.address@example.ae", phone: "0527001001" });
    expect(history.refused).toHaveLength(2);
    expect(history.withheld).toBe(true);
    const before = (await db().select({ n: count() }).from(orders))[0]!.n;
    const answer = await payCashOnDelivery({ email: "new.address@example.ae", phone: "0527001001" });
    expect(answer).toMatchObject({
      ok: false,
      code: "pay_now_only",
      message:
        "Cash on delivery is not available for this order. Please choose Pay now to pay online; your details are kept.",
      values: expect.objectContaining({ phone: "0527001001", fullName: deliveryDetails.fullName }),
    });
    expect((await db().select({ n: count() }).from(orders))[0]!.n).toBe(before);
  });

  test("the owner's lift offers cash on delivery again, once per form, and a refusal after it counts anew", async () => {
    const email = "mariam.refuses@example.ae";
    const phone = "+971 56 300 2002";
    await refusedAtTheDoor({ fullName: "Mariam K", email, phone });
    await refusedAtTheDoor({ fullName: "Mariam K", email: "Mariam.Refuses@Example.ae", phone });
    expect((await readRefusalHistory(db(), { email, phone })).withheld).toBe(true);

    const requestKey = crypto.randomUUID();
    await liftCodHold(db(), testAdmin, { email, phone, requestKey });
    await liftCodHold(db(), testAdmin, { email, phone, requestKey });
    expect(await db().select().from(codHoldLifts).where(eq(codHoldLifts.requestKey, requestKey))).toHaveLength(1);
    const audits = await db().select().from(auditLog).where(eq(auditLog.action, "customer.cod_hold_lifted"));
    expect(audits).toHaveLength(1);

    const lifted = await readRefusalHistory(db(), { email, phone });
    expect(lifted).toMatchObject({ counted: 0, withheld: false, lift: { by: testAdmin.email } });
    expect(lifted.refused).toHaveLength(2);
    expect(await payCashOnDelivery({ email, phone })).toMatchObject({
      redirectedTo: expect.stringMatching(/^\/order-confirmation\?order=/),
    });

    await refusedAtTheDoor({ fullName: "Mariam K", email, phone });
    expect((await readRefusalHistory(db(), { email, phone })).withheld).toBe(false);
    await refusedAtTheDoor({ fullName: "Mariam K", email, phone });
    expect((await readRefusalHistory(db(), { email, phone })).withheld).toBe(true);
  });

  test("Pay now is never held back, and a shop without a gateway keeps offering cash on delivery", async () => {
    const email = "salem.refuses@example.ae";
    const phone = "+971 58 400 3003";
    await refusedAtTheDoor({ fullName: "Salem B", email, phone });
    await refusedAtTheDoor({ fullName: "Salem B", email, phone });
    mockGatewayConfigured = false;
    expect(await payCashOnDelivery({ email, phone })).toMatchObject({
      redirectedTo: expect.stringMatching(/^\/order-confirmation\?order=/),
    });
  });
});
