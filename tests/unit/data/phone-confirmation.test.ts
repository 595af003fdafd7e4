import { eq } from "drizzle-orm";

import { phoneConfirmationMessages } from "@/content/messages/phone-confirmation";
import { listOrdersForAdmin } from "@/lib/admin/orders/list-orders";
import { readOrderTimeline } from "@/lib/admin/orders/order-timeline";
import { catalogueEntries, orders, outboxEmails } from "@/lib/db/schema";
import { lookupOrderForTracking } from "@/lib/orders/lookup-order";
import { cancelUnconfirmedOrders } from "@/lib/orders/phone-confirmation/cancel-unconfirmed";
import { confirmOrderByPhoneCode, SHOPPER_BY_PHONE } from "@/lib/orders/phone-confirmation/check-code";
import { readPhoneConfirmation } from "@/lib/orders/phone-confirmation/read-state";
import { sendOrderPhoneCode } from "@/lib/orders/phone-confirmation/send-code";
import { placeLocalOrder } from "@/tests/support/admin-fixtures";
import { fakePhoneVerifier } from "@/tests/support/fake-phone-verifier";
import { openTestDatabaseForFile } from "@/tests/unit/support/mocked-request";

jest.mock("@/lib/db", () => jest.requireActual("@/tests/unit/support/mocked-request").mockedDbModule);

const db = openTestDatabaseForFile();
const minutes = (n: number) => n * 60_000;
const later = (ms: number) => new Date(Date.now() + ms);

let shoppers = 0;
async function newOrder(phone = "+971 50 123 4567", locale: "en" | "ar" = "en") {
  shoppers += 1;
  const email = `phone.shopper${shoppers}@example.ae`;
  return { ...(await placeLocalOrder(db(), { fullName: "Layla Haddad", email, phone }, locale)), email };
}
const rowOf = async (id: string) => (await db().select().from(orders).where(eq(orders.id, id)))[0]!;
const tracked = async (order: { email: string; orderNumber: string }) =>
  (await lookupOrderForTracking(db(), order.email, order.orderNumber))?.order?.lifecycle?.stage;
const stockOf = async (id: string) =>
  (await db().select({ stock: catalogueEntries.stock }).from(catalogueEntries).where(eq(catalogueEntries.id, id)))[0]
    ?.stock;

describe("confirming a cash order by the code sent to its phone", () => {
  test("the right code confirms the order: tracking and the back office's timeline show it, in the shopper's name", async () => {
    const { verifier, sent, lastCode } = fakePhoneVerifier();
    const order = await newOrder("050 123 4567");
    expect(await sendOrderPhoneCode(db(), verifier, order.id)).toEqual({ ok: true, channel: "sms" });
    expect(sent).toEqual([{ phone: "+971501234567", locale: "en", reference: order.id }]);
    expect(await readPhoneConfirmation(db(), await rowOf(order.id))).toEqual({
      kind: "awaiting",
      maskedPhone: "050 ••• ••67",
      codeSent: true,
    });

    const code = lastCode(order.id);
    expect(await confirmOrderByPhoneCode(db(), verifier, { orderId: order.id, code })).toEqual({
      ok: true,
      alreadyConfirmed: false,
    });
    expect(await tracked(order)).toBe("confirmed");
    const listed = await listOrdersForAdmin(db(), { q: order.orderNumber, page: 1, status: "to_ship" });
    expect(listed.rows).toEqual([expect.objectContaining({ id: order.id, phoneConfirmation: "confirmed_by_phone" })]);
    const timeline = await readOrderTimeline(db(), await rowOf(order.id));
    expect(timeline.filter((event) => event.kind === "confirmed")).toEqual([
      expect.objectContaining({ who: SHOPPER_BY_PHONE }),
    ]);
    // Safe twice: the same code again (a double submit) just says confirmed, and records nothing more.
    expect(await confirmOrderByPhoneCode(db(), verifier, { orderId: order.id, code })).toEqual({
      ok: true,
      alreadyConfirmed: true,
    });
    expect(await sendOrderPhoneCode(db(), verifier, order.id)).toEqual({ ok: false, reason: "confirmed" });
    expect(sent).toHaveLength(1);
  });

  test("three wrong tries kill the code, even the right one after; a new code works", async () => {
    const { verifier, lastCode } = fakePhoneVerifier();
    const order = await newOrder();
    await sendOrderPhoneCode(db(), verifier, order.id);
    const attempt = (code: string) => confirmOrderByPhoneCode(db(), verifier, { orderId: order.id, code });
    expect(await attempt("000000")).toEqual({ ok: false, reason: "wrong_code", triesLeft: 2 });
    expect(await attempt("000001")).toEqual({ ok: false, reason: "wrong_code", triesLeft: 1 });
    expect(await attempt("000002")).toEqual({ ok: false, reason: "code_dead" });
    expect(await attempt(lastCode(order.id))).toEqual({ ok: false, reason: "code_dead" });
    expect(await tracked(order)).toBe("placed");

    await sendOrderPhoneCode(db(), verifier, order.id);
    expect(await attempt(lastCode(order.id))).toEqual({ ok: true, alreadyConfirmed: false });
  });

  test("a code older than five minutes is expired, and tells the shopper to ask for a new one", async () => {
    const { verifier, lastCode } = fakePhoneVerifier();
    const order = await newOrder();
    await sendOrderPhoneCode(db(), verifier, order.id);
    const code = lastCode(order.id);
    expect(await confirmOrderByPhoneCode(db(), verifier, { orderId: order.id, code }, later(minutes(6)))).toEqual({
      ok: false,
      reason: "expired",
    });
    expect(await tracked(order)).toBe("placed");
    expect(phoneConfirmationMessages.ar.refusals.expired).toMatch(/[\u0600-\u06FF]/);
  });

  test("a second order to the same phone gets its own code; confirming one leaves the other awaiting", async () => {
    const { verifier, lastCode } = fakePhoneVerifier();
    const first = await newOrder("+971 55 765 4321");
    const second = await newOrder("+971 55 765 4321");
    await sendOrderPhoneCode(db(), verifier, first.id);
    await sendOrderPhoneCode(db(), verifier, second.id);
    expect(lastCode(first.id)).not.toBe(lastCode(second.id));

    // The first order's code does not confirm the second.
    expect(
      await confirmOrderByPhoneCode(db(), verifier, { orderId: second.id, code: lastCode(first.id) }),
    ).toMatchObject({ ok: false, reason: "wrong_code" });
    expect(await confirmOrderByPhoneCode(db(), verifier, { orderId: first.id, code: lastCode(first.id) })).toMatchObject({
      ok: true,
    });
    expect(await tracked(first)).toBe("confirmed");
    expect(await tracked(second)).toBe("placed");
  });

  test("an order the owner cancelled meanwhile is not confirmed by its code", async () => {
    const { verifier, lastCode } = fakePhoneVerifier();
    const order = await newOrder();
    await sendOrderPhoneCode(db(), verifier, order.id);
    await db().update(orders).set({ lifecycleStage: "cancelled" }).where(eq(orders.id, order.id));
    expect(await confirmOrderByPhoneCode(db(), verifier, { orderId: order.id, code: lastCode(order.id) })).toEqual({
      ok: false,
      reason: "not_open",
    });
  });
});

describe("cancelling cash orders nobody confirmed", () => {
  const afterADay = () => later(minutes(25 * 60));
  const cancellations = (to: string) =>
    db()
      .select()
      .from(outboxEmails)
      .where(eq(outboxEmails.toAddress, to))
      .then((rows) => rows.filter((row) => row.kind === "order_cancellation"));

  test("after 24 hours an unconfirmed order is cancelled once: stock back, the shopper told why in their language", async () => {
    // The earlier tests' unconfirmed orders (same database) are swept first, so the stock counts only these two.
    await cancelUnconfirmedOrders(db(), later(minutes(48 * 60)));
    await db().update(catalogueEntries).set({ stock: 5 }).where(eq(catalogueEntries.id, "matcha-clay-mask"));
    const { verifier, lastCode } = fakePhoneVerifier();
    const unconfirmed = await newOrder("+971 52 111 2233", "ar");
    const confirmed = await newOrder("+971 52 111 2233");
    for (const order of [unconfirmed, confirmed]) await sendOrderPhoneCode(db(), verifier, order.id);
    await confirmOrderByPhoneCode(db(), verifier, { orderId: confirmed.id, code: lastCode(confirmed.id) });
    expect(await stockOf("matcha-clay-mask")).toBe(3);

    // Not yet due: nothing happens.
    expect(await cancelUnconfirmedOrders(db(), later(minutes(23 * 60)))).toEqual([]);
    expect(await tracked(unconfirmed)).toBe("placed");

    const mailIds = await cancelUnconfirmedOrders(db(), afterADay());
    expect(await tracked(unconfirmed)).toBe("cancelled");
    expect(await tracked(confirmed)).toBe("confirmed");
    expect(await stockOf("matcha-clay-mask")).toBe(4);
    const [mail, ...more] = await cancellations(unconfirmed.email);
    expect(more).toHaveLength(0);
    expect(mailIds).toEqual([mail!.id]);
    expect(mail!.textBody).toContain(phoneConfirmationMessages.ar.notConfirmedReason);
    expect((await rowOf(unconfirmed.id)).cancelledReason).toBe(phoneConfirmationMessages.ar.notConfirmedReason);

    // A second sweep (another instance, the next interval) finds nothing left to do.
    expect(await cancelUnconfirmedOrders(db(), afterADay())).toEqual([]);
    expect(await cancellations(unconfirmed.email)).toHaveLength(1);
    expect(await stockOf("matcha-clay-mask")).toBe(4);
  });

  test("an order whose code never went out, or one placed with no provider, waits for the owner's call", async () => {
    const { verifier } = fakePhoneVerifier();
    verifier.failSends = true;
    const unsent = await newOrder();
    const withoutProvider = await newOrder();
    expect(await sendOrderPhoneCode(db(), verifier, unsent.id)).toEqual({ ok: false, reason: "unavailable" });
    expect(await readPhoneConfirmation(db(), await rowOf(unsent.id))).toMatchObject({ codeSent: false });

    expect(await cancelUnconfirmedOrders(db(), afterADay())).toEqual([]);
    expect(await tracked(unsent)).toBe("placed");
    expect(await tracked(withoutProvider)).toBe("placed");
  });
});
