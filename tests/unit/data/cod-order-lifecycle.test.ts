import { eq } from "drizzle-orm";

import { orderCancellationMessages } from "@/content/messages/order-cancellation";
import { fulfilOrderAction } from "@/lib/actions/admin/fulfil-order";
import { cancelCodOrderAction, confirmCodOrderAction, deliverCodOrderAction, deliverPrepaidOrderAction, refuseCodOrderAction } from "@/lib/actions/admin/order-lifecycle";
import { getAdminUser } from "@/lib/auth/admin";
import { anonymisedEmailFor } from "@/lib/account/erase-account";
import { invoices, orders, outboxEmails } from "@/lib/db/schema";
import { lookupOrderForTracking } from "@/lib/orders/lookup-order";
import { shopToday } from "@/lib/validations/cod-lifecycle";
import { auditRows, formDataOf, insertShopifyOrder, placeLocalOrder, testAdmin } from "@/tests/support/admin-fixtures";
import { mockedDatabase, openTestDatabaseForFile } from "@/tests/unit/support/mocked-request";

jest.mock("@/lib/db", () => jest.requireActual("@/tests/unit/support/mocked-request").mockedDbModule);
jest.mock("@/lib/auth/admin", () => ({ getAdminUser: jest.fn() }));
jest.mock("next/cache", () => ({ revalidatePath: jest.fn(), updateTag: jest.fn(), revalidateTag: jest.fn() }));

const db = openTestDatabaseForFile();
beforeEach(() => jest.mocked(getAdminUser).mockResolvedValue(testAdmin));

const today = shopToday();
const confirm = (orderId: string) => confirmCodOrderAction(null, formDataOf({ orderId }));
const ship = (orderId: string) => fulfilOrderAction(null, formDataOf({ orderId, trackingCompany: "Aramex", trackingNumber: "AX1" }));
const deliver = (orderId: string, cashCollected = "114.00", collectedOn = today, differenceReason = "") => deliverCodOrderAction(null, formDataOf({ orderId, cashCollected, collectedOn, differenceReason }));
const cancel = (orderId: string, reason = "The shopper asked us to cancel by phone.") => cancelCodOrderAction(null, formDataOf({ orderId, reason, confirmed: "yes" }));
const refuse = (orderId: string) => refuseCodOrderAction(null, formDataOf({ orderId }));
const deliverPrepaid = (orderId: string) => deliverPrepaidOrderAction(null, formDataOf({ orderId }));

let shoppers = 0;
async function newOrder(locale: "en" | "ar" = "en") {
  shoppers += 1;
  const email = `cod.shopper${shoppers}@example.ae`;
  return { ...(await placeLocalOrder(db(), { fullName: "Layla Haddad", email }, locale)), email };
}
const rowOf = async (id: string) => (await db().select().from(orders).where(eq(orders.id, id)))[0]!;
const trackedStage = async (order: { email: string; orderNumber: string }) => (await lookupOrderForTracking(db(), order.email, order.orderNumber))?.order;
const auditOf = async (id: string) => (await auditRows(db())).filter((row) => row.target === `order:${id}`).map((row) => row.action);
const cancellationMails = (to: string) => db().select().from(outboxEmails).where(eq(outboxEmails.toAddress, to)).then((rows) => rows.filter((row) => row.kind === "order_cancellation"));

describe("the cash-on-delivery lifecycle in the back office", () => {
  test("placed → confirmed → shipped → delivered and paid: each step shows in tracking and is audited", async () => {
    const order = await newOrder();
    expect((await trackedStage(order))?.lifecycle).toMatchObject({ stage: "placed", confirmed_at: null });

    expect(await confirm(order.id)).toMatchObject({ ok: true, message: `Order ${order.orderNumber} confirmed.` });
    expect((await trackedStage(order))?.lifecycle?.stage).toBe("confirmed");

    expect((await ship(order.id)).ok).toBe(true);
    expect(await trackedStage(order)).toMatchObject({ fulfillment_status: "fulfilled", financial_status: "pending", lifecycle: { stage: "shipped" } });

    expect(await deliver(order.id, "143.5", today, "The shopper had no coins for the last 0.50")).toMatchObject({ ok: true, message: `Order ${order.orderNumber} delivered and paid.` });
    const tracked = await trackedStage(order);
    expect(tracked).toMatchObject({ status: "closed", financial_status: "paid", lifecycle: { stage: "delivered", cash_collected_amount: 143.5 } });
    expect(tracked?.lifecycle?.delivered_at?.slice(0, 10)).toBe(today);
    const row = await rowOf(order.id);
    expect(row.cashCollectedFils).toBe(14350);

    expect(await auditOf(order.id)).toEqual(["order.confirmed", "order.fulfilled", "order.delivered"]);
    const [delivered] = (await auditRows(db())).filter((entry) => entry.action === "order.delivered" && entry.target === `order:${order.id}`);
    expect(delivered).toMatchObject({ actorId: testAdmin.id, details: expect.objectContaining({ from: "shipped", cashCollectedFils: 14350, totalFils: 11400, differenceReason: "The shopper had no coins for the last 0.50" }) });
    expect(row.cashDifferenceReason).toBe("The shopper had no coins for the last 0.50");
  });

  test("an unconfirmed order can be shipped and refused at the door; it then counts as returned and unpaid", async () => {
    const order = await newOrder();
    expect((await ship(order.id)).ok).toBe(true);
    expect(await refuse(order.id)).toMatchObject({ ok: true, message: `Order ${order.orderNumber} marked as refused at the door.` });
    expect(await trackedStage(order)).toMatchObject({ status: "cancelled", financial_status: "voided", fulfillment_status: "returned", lifecycle: { stage: "refused" } });
    expect((await rowOf(order.id)).refusedAt).toBeInstanceOf(Date);
    expect(await auditOf(order.id)).toEqual(["order.fulfilled", "order.refused"]);
  });

  test("cancelling e-mails the shopper once, with the reason, and the audit keeps the reason", async () => {
    const order = await newOrder();
    expect(await cancel(order.id, "Out of the clay mask <until Monday>")).toMatchObject({ ok: true, message: `Order ${order.orderNumber} cancelled. The shopper's e-mail is on its way.` });
    const [mail, ...more] = await cancellationMails(order.email);
    expect(more).toHaveLength(0);
    expect(mail).toMatchObject({ subject: `Your order ${order.orderNumber} has been cancelled` });
    expect(mail!.textBody).toContain("Reason: Out of the clay mask <until Monday>");
    expect(mail!.htmlBody).toContain("Out of the clay mask &lt;until Monday&gt;");
    expect(await trackedStage(order)).toMatchObject({ status: "cancelled", lifecycle: { stage: "cancelled" } });
    expect((await rowOf(order.id)).cancelledReason).toBe("Out of the clay mask <until Monday>");
    const [entry] = (await auditRows(db())).filter((row) => row.target === `order:${order.id}`);
    expect(entry).toMatchObject({ action: "order.cancelled", details: expect.objectContaining({ reason: "Out of the clay mask <until Monday>", from: "placed" }) });

    // A second click is refused, sends nothing and records nothing.
    expect(await cancel(order.id)).toMatchObject({ ok: false, message: "Not possible while the order is cancelled; nothing was changed." });
    expect(await cancellationMails(order.email)).toHaveLength(1);
    expect(await auditOf(order.id)).toEqual(["order.cancelled"]);
    expect((await ship(order.id)).ok).toBe(false);
  });

  // Issue 32: the cancellation e-mail neither named nor attached the credit note, and a refusal sent nothing.
  test.each(["cancel", "refuse"] as const)("after %s, the shopper's e-mail names the credit note and carries it", async (step) => {
    const order = await newOrder();
    if (step === "refuse") expect((await ship(order.id)).ok).toBe(true);
    expect((step === "cancel" ? await cancel(order.id) : await refuse(order.id)).ok).toBe(true);
    const [creditNote] = await db().select().from(invoices).where(eq(invoices.orderId, order.id)).then((rows) => rows.filter((row) => row.kind === "credit_note"));
    expect(creditNote).toBeDefined();
    const mails = (await db().select().from(outboxEmails).where(eq(outboxEmails.toAddress, order.email))).filter((row) => row.kind === (step === "cancel" ? "order_cancellation" : "order_refusal"));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe(step === "cancel" ? `Your order ${order.orderNumber} has been cancelled` : `Your order ${order.orderNumber} came back to us`);
    expect(mails[0]!.textBody).toContain(`Credit note ${creditNote!.number} reverses your invoice`);
    expect(mails[0]!.attachments).toEqual([{ kind: "invoice_pdf", documentId: creditNote!.id }]);
  });

  test("an order placed in Arabic is cancelled in Arabic", async () => {
    const order = await newOrder("ar");
    expect((await cancel(order.id, "نفدت الكمية")).ok).toBe(true);
    const [mail] = await cancellationMails(order.email);
    expect(mail!.subject).toBe(orderCancellationMessages.ar.subject(order.orderNumber));
    expect(mail!.textBody).toContain(`${orderCancellationMessages.ar.reason}: نفدت الكمية`);
    expect(mail!.htmlBody).toMatch(/<html lang="ar" dir="rtl">/);
  });

  test.each([
    ["no paid before shipped", [], (id: string) => deliver(id), "placed"],
    ["no paid for a confirmed order still at the shop", [confirm], (id: string) => deliver(id), "confirmed"],
    ["no refusal before it reaches the door", [], refuse, "placed"],
    ["no second confirmation", [confirm], confirm, "confirmed"],
    ["no confirming a shipped order", [ship], confirm, "shipped"],
    ["no cancelling a delivered order", [ship, (id: string) => deliver(id)], (id: string) => cancel(id), "delivered"],
    ["no refusing a delivered order", [ship, (id: string) => deliver(id)], refuse, "delivered"],
    ["no delivering a refused order", [ship, refuse], (id: string) => deliver(id), "refused"],
    ["no delivering a cancelled order", [(id: string) => cancel(id)], (id: string) => deliver(id), "cancelled"],
  ] as const)("refuses: %s, and changes nothing", async (_label, before, step, stage) => {
    const order = await newOrder();
    for (const earlier of before) expect((await earlier(order.id)).ok).toBe(true);
    const auditBefore = await auditOf(order.id);
    const rowBefore = await rowOf(order.id);
    const state = await step(order.id);
    const stageName = { placed: "placed", confirmed: "confirmed", shipped: "shipped", delivered: "delivered and paid", refused: "refused at the door", cancelled: "cancelled" }[stage];
    expect(state).toMatchObject({ ok: false, message: `Not possible while the order is ${stageName}; nothing was changed.` });
    expect(await rowOf(order.id)).toEqual(rowBefore);
    expect(await auditOf(order.id)).toEqual(auditBefore);
  });

  // Erasing an account keeps its orders (VAT records) under a placeholder address that reaches nobody.
  test("an erased customer's order is shipped and cancelled without any mail to the placeholder address", async () => {
    const [shipped, cancelled] = [await newOrder(), await newOrder()];
    const placeholder = anonymisedEmailFor(`erased-${shipped.id}`);
    for (const order of [shipped, cancelled]) await db().update(orders).set({ email: placeholder }).where(eq(orders.id, order.id));
    const mailsBefore = (await db().select().from(outboxEmails)).length;
    const log = jest.spyOn(console, "info").mockImplementation(() => {});
    expect((await ship(shipped.id)).ok).toBe(true);
    expect((await cancel(cancelled.id)).ok).toBe(true);
    expect(log).toHaveBeenCalledTimes(2);
    log.mockRestore();
    expect(await db().select().from(outboxEmails).where(eq(outboxEmails.toAddress, placeholder))).toEqual([]);
    expect((await db().select().from(outboxEmails)).length).toBe(mailsBefore);
  });

  test("a Shopify order stays read-only", async () => {
    const order = await insertShopifyOrder(db(), "#7001", "shopify.cod@example.ae");
    for (const step of [confirm, refuse, (id: string) => deliver(id), (id: string) => cancel(id)]) {
      expect(await step(order.id)).toMatchObject({ ok: false, message: "Shopify orders are managed in Shopify." });
    }
    expect(await rowOf(order.id)).toMatchObject({ lifecycleStage: null, status: "open", financialStatus: "pending" });
    expect(await auditOf(order.id)).toEqual([]);
  });

  test.each([
    ["an amount that is not money", { cashCollected: "12,5" }, "cashCollected", "Enter the amount in AED, e.g. 239 or 239.50"],
    ["a negative amount", { cashCollected: "-10" }, "cashCollected", "Enter the amount in AED, e.g. 239 or 239.50"],
    ["a day in the future", { collectedOn: "2999-01-01" }, "collectedOn", "Enter the day the cash was collected (not in the future)"],
    ["no day", { collectedOn: "" }, "collectedOn", "Enter the day the cash was collected (not in the future)"],
    // Strict calendar days: Date.parse rolled these over into the next month.
    ["30 February", { collectedOn: "2026-02-30" }, "collectedOn", "Enter the day the cash was collected (not in the future)"],
    ["29 February of a common year", { collectedOn: "2025-02-29" }, "collectedOn", "Enter the day the cash was collected (not in the future)"],
    ["month 13", { collectedOn: "2025-13-01" }, "collectedOn", "Enter the day the cash was collected (not in the future)"],
    ["day 00", { collectedOn: "2025-06-00" }, "collectedOn", "Enter the day the cash was collected (not in the future)"],
  ])("delivered and paid refuses %s under its field and keeps the entries", async (_label, change, field, message) => {
    const order = await newOrder();
    await ship(order.id);
    const values = { cashCollected: "144.00", collectedOn: today, ...change };
    const state = await deliver(order.id, values.cashCollected, values.collectedOn);
    expect(state).toMatchObject({ ok: false, fieldErrors: { [field]: message }, values });
    expect((await rowOf(order.id)).lifecycleStage).toBe("shipped");
  });

  test("29 February of a leap year is a day the cash can be collected", async () => {
    const order = await newOrder();
    await ship(order.id);
    expect((await deliver(order.id, "114.00", "2024-02-29")).ok).toBe(true);
    expect((await rowOf(order.id)).cashCollectedAt?.toISOString()).toBe("2024-02-29T08:00:00.000Z");
  });

  test.each([
    ["AED 0 on a 114 order (the probe's case)", "0"],
    ["more than the total", "150"],
    ["a reason too short to say anything", "100", "ok"],
  ])("delivered and paid with %s and no reason is refused under the reason field; nothing changes", async (_label, cashCollected, differenceReason = "") => {
    const order = await newOrder();
    await ship(order.id);
    const rowBefore = await rowOf(order.id);
    const auditBefore = await auditOf(order.id);
    const state = await deliver(order.id, cashCollected, today, differenceReason);
    expect(state).toMatchObject({
      ok: false,
      message: "Please correct the highlighted fields.",
      fieldErrors: { differenceReason: "The amount differs from the order total (AED 114.00): enter the amount collected in full, or give the reason (at least 3 characters)" },
      values: { cashCollected, differenceReason },
    });
    expect(await rowOf(order.id)).toEqual(rowBefore);
    expect(await auditOf(order.id)).toEqual(auditBefore);
  });

  test("the full total needs no reason, and a reason given anyway is not recorded", async () => {
    const order = await newOrder();
    await ship(order.id);
    expect((await deliver(order.id, "114", today, "nothing to explain")).ok).toBe(true);
    expect(await rowOf(order.id)).toMatchObject({ cashCollectedFils: 11400, cashDifferenceReason: null });
  });

  test("a cancellation without a reason is refused and sends nothing", async () => {
    const order = await newOrder();
    expect(await cancel(order.id, "  ")).toMatchObject({ ok: false, fieldErrors: { reason: "Please give a reason (at least 3 characters)" } });
    expect(await cancellationMails(order.email)).toHaveLength(0);
    expect((await rowOf(order.id)).lifecycleStage).toBe("placed");
  });

  // Issue 32: without JavaScript the first "Cancel order" reached the server and cancelled at once.
  test("a cancellation without its second step ('Yes, cancel the order') asks instead of cancelling", async () => {
    const order = await newOrder();
    const answer = await cancelCodOrderAction(null, formDataOf({ orderId: order.id, reason: "Out of stock this week" }));
    expect(answer).toMatchObject({ ok: false, fieldErrors: { confirmed: expect.stringContaining("Yes, cancel the order") }, values: { reason: "Out of stock this week" } });
    expect(await cancellationMails(order.email)).toHaveLength(0);
    expect((await rowOf(order.id)).lifecycleStage).toBe("placed");
  });

  test("a visitor who is not an admin changes nothing, and a database failure is reported plainly", async () => {
    const order = await newOrder();
    jest.mocked(getAdminUser).mockResolvedValue(null);
    expect(await cancel(order.id)).toEqual({ ok: false, code: "forbidden", message: "", fieldErrors: {}, values: {} });
    expect(await confirm(order.id)).toEqual({ ok: false, code: "forbidden", message: "", fieldErrors: {}, values: {} });
    expect((await rowOf(order.id)).lifecycleStage).toBe("placed");

    jest.mocked(getAdminUser).mockResolvedValue(testAdmin);
    mockedDatabase.failing = true;
    const log = jest.spyOn(console, "error").mockImplementation(() => {});
    expect(await confirm(order.id)).toMatchObject({ ok: false, message: "Something went wrong. Please try again." });
    expect(log).toHaveBeenCalledTimes(1);
    log.mockRestore();
  });
});

describe("an order paid online in the back office", () => {
  /** A placed order whose payment the gateway captured (online-payment.test.ts covers how it gets there). */
  async function paidOnlineOrder() {
    const order = await newOrder();
    await db().update(orders).set({ paymentMethod: "online", financialStatus: "paid" }).where(eq(orders.id, order.id));
    return order;
  }

  test("confirmed → shipped → delivered, with no cash to collect: tracked, audited, and safe to press twice", async () => {
    const order = await paidOnlineOrder();
    expect((await confirm(order.id)).ok).toBe(true);
    // Not before it has shipped.
    expect(await deliverPrepaid(order.id)).toMatchObject({ ok: false, code: "not_allowed", message: "Not possible while the order is confirmed; nothing was changed." });
    expect((await ship(order.id)).ok).toBe(true);
    // The cash step is not the one for an order paid online.
    expect(await deliver(order.id)).toMatchObject({ ok: false, code: "not_allowed" });
    expect(await rowOf(order.id)).toMatchObject({ lifecycleStage: "shipped", cashCollectedFils: null });

    expect(await deliverPrepaid(order.id)).toMatchObject({ ok: true, message: `Order ${order.orderNumber} delivered.` });
    const tracked = await trackedStage(order);
    expect(tracked).toMatchObject({ status: "closed", financial_status: "paid", lifecycle: { stage: "delivered", cash_collected_amount: null } });
    expect(tracked?.lifecycle?.delivered_at?.slice(0, 10)).toBe(new Date().toISOString().slice(0, 10));
    const row = await rowOf(order.id);
    expect(row).toMatchObject({ cashCollectedFils: null, cashCollectedAt: null });
    expect(row.deliveredAt).toBeInstanceOf(Date);

    // A second press (another tab, a double click) changes nothing and is not audited again.
    expect(await deliverPrepaid(order.id)).toMatchObject({ ok: true });
    expect((await rowOf(order.id)).deliveredAt).toEqual(row.deliveredAt);
    expect(await auditOf(order.id)).toEqual(["order.confirmed", "order.fulfilled", "order.delivered"]);
    const [delivered] = (await auditRows(db())).filter((entry) => entry.action === "order.delivered" && entry.target === `order:${order.id}`);
    expect(delivered).toMatchObject({ actorId: testAdmin.id, details: expect.objectContaining({ from: "shipped", prepaid: true }) });
  });

  test("a cash order is not marked delivered without its cash", async () => {
    const order = await newOrder();
    expect((await ship(order.id)).ok).toBe(true);
    expect(await deliverPrepaid(order.id)).toMatchObject({ ok: false, code: "not_allowed" });
    expect((await rowOf(order.id)).lifecycleStage).toBe("shipped");
  });
});
