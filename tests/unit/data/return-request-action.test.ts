import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";

import { requestReturnAction } from "@/lib/actions/request-return";
import { orders, returns } from "@/lib/db/schema";
import { localizeOrderLookup } from "@/lib/orders/localize-order-lookup";
import { lookupOrderForTracking } from "@/lib/orders/lookup-order";
import { advanceReturn } from "@/lib/returns/advance-return";
import { placeLocalOrder, testAdmin } from "@/tests/support/admin-fixtures";
import { freshClientAddress } from "@/tests/support/client-address";
import { mockedRequest, openTestDatabaseForFile } from "@/tests/unit/support/mocked-request";

jest.mock("@/lib/db", () => jest.requireActual("@/tests/unit/support/mocked-request").mockedDbModule);
jest.mock("next/headers", () => jest.requireActual("@/tests/unit/support/mocked-request").mockedHeadersModule);

const db = openTestDatabaseForFile();
beforeEach(() => {
  mockedRequest.clientAddress = freshClientAddress();
});

let shoppers = 0;
async function deliveredOrder(daysAgo = 1) {
  shoppers += 1;
  const email = `asks.return${shoppers}@example.ae`;
  const placed = await placeLocalOrder(db(), { fullName: "Layla Haddad", email }, "en", [
    { merchandiseId: "gid://shopify/ProductVariant/4801000000001", quantity: 2 },
    { merchandiseId: "gid://shopify/ProductVariant/4801000000003", quantity: 1 },
  ]);
  await db().update(orders).set({ lifecycleStage: "delivered", status: "closed", financialStatus: "paid", deliveredAt: new Date(Date.now() - daysAgo * 86_400_000) }).where(eq(orders.id, placed.id));
  return { ...placed, email };
}

function ask(fields: Record<string, string>) {
  const form = new FormData();
  for (const [name, value] of Object.entries({ requestKey: randomUUID(), reason: "changed_mind", locale: "en", ...fields })) form.set(name, value);
  return requestReturnAction(null, form);
}

describe("the return request form", () => {
  test("the order's e-mail and number with units of the second line: the return is asked, and tracking shows it", async () => {
    const order = await deliveredOrder();
    const tracked = await lookupOrderForTracking(db(), order.email, order.orderNumber);
    expect(tracked?.returns?.open?.lines.map((line) => line.left)).toEqual([2, 1]);

    const result = await ask({ email: order.email.toUpperCase(), orderNumber: order.orderNumber.replace("#", ""), line1: "1", note: "Not for me" });
    expect(result).toMatchObject({ ok: true, data: { returnNumber: expect.stringMatching(/^R-\d+$/) } });
    if (!result.ok) return;
    expect(result.message).toBe(`Return ${result.data!.returnNumber} requested. We have e-mailed you the number and what happens next.`);

    const after = await lookupOrderForTracking(db(), order.email, order.orderNumber);
    expect(after?.returns?.requests).toEqual([expect.objectContaining({ number: result.data!.returnNumber, state: "requested", lines: [{ title: "Matcha Pure Cleanser", quantity: 1 }] })]);
    expect(after?.returns?.open?.lines.map((line) => [line.position, line.left])).toEqual([[0, 2]]);

    // Each state reads in both languages on tracking.
    const [row] = await db().select().from(returns).where(eq(returns.number, result.data!.returnNumber));
    expect((await advanceReturn(db(), testAdmin, { step: "approve", returnId: row!.id })).ok).toBe(true);
    const arabic = localizeOrderLookup((await lookupOrderForTracking(db(), order.email, order.orderNumber))!, "ar");
    expect(arabic.returns?.requests[0]).toMatchObject({ state: "approved", lines: [{ title: expect.not.stringMatching(/Cleanser/), quantity: 1 }] });
  });

  test.each([
    ["a wrong e-mail", { email: "someone.else@example.ae", line0: "1" }, "We could not find an order with that e-mail address and order number."],
    ["no units", { line0: "0" }, "Choose at least one item to return."],
    ["more units than bought", { line0: "3" }, "Those items have already been asked back: choose only what is left."],
  ])("refused with a clear message: %s", async (_label, fields, message) => {
    const order = await deliveredOrder();
    const result = await ask({ email: order.email, orderNumber: order.orderNumber, ...fields });
    expect(result).toMatchObject({ ok: false, message });
    expect(await db().select().from(returns).where(eq(returns.orderId, order.id))).toHaveLength(0);
  });

  test("outside the window, refused in the shopper's language", async () => {
    const order = await deliveredOrder(9);
    expect(await ask({ email: order.email, orderNumber: order.orderNumber, line0: "1" })).toMatchObject({ ok: false, message: "The return window (7 days from delivery) of this order has closed." });
    expect(await ask({ email: order.email, orderNumber: order.orderNumber, line0: "1", locale: "ar" })).toMatchObject({ ok: false, message: expect.stringContaining("انتهت مهلة الإرجاع") });
    expect((await lookupOrderForTracking(db(), order.email, order.orderNumber))?.returns).toMatchObject({ open: null, closed: true });
  });

  test("a reason not on the list is a field error, and the entries are kept", async () => {
    const order = await deliveredOrder();
    const result = await ask({ email: order.email, orderNumber: order.orderNumber, line0: "1", reason: "free stuff", note: "keep me" });
    expect(result).toMatchObject({ ok: false, code: "invalid", fieldErrors: { reason: "Choose a reason from the list." }, values: expect.objectContaining({ note: "keep me", line0: "1" }) });
  });

  test("the same form sent twice asks once", async () => {
    const order = await deliveredOrder();
    const requestKey = randomUUID();
    const first = await ask({ email: order.email, orderNumber: order.orderNumber, line0: "2", requestKey });
    const second = await ask({ email: order.email, orderNumber: order.orderNumber, line0: "2", requestKey });
    expect(first.ok && second.ok && first.data?.returnNumber === second.data?.returnNumber).toBe(true);
    expect(await db().select().from(returns).where(eq(returns.orderId, order.id))).toHaveLength(1);
  });
});
