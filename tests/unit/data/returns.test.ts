import { asc, eq } from "drizzle-orm";

import { policies } from "@/content/policies";
import { catalogueEntries, orderItems, orders, outboxEmails, returnLines, returns } from "@/lib/db/schema";
import { advanceReturn } from "@/lib/returns/advance-return";
import { requestReturn, type ReturnRequest } from "@/lib/returns/request-return";
import { auditRows, placeLocalOrder, testAdmin } from "@/tests/support/admin-fixtures";
import { openTestDatabaseForFile } from "@/tests/unit/support/mocked-request";

jest.mock("@/lib/db", () => jest.requireActual("@/tests/unit/support/mocked-request").mockedDbModule);

const db = openTestDatabaseForFile();
const clayMask = "gid://shopify/ProductVariant/4801000000001";
const cleanser = "gid://shopify/ProductVariant/4801000000003";
const day = 86_400_000;

const itemsOf = (orderId: string) => db().select().from(orderItems).where(eq(orderItems.orderId, orderId)).orderBy(asc(orderItems.id));

let shoppers = 0;
let keys = 0;
/** A cash order of two clay masks and a cleanser, delivered `daysAgo` days ago (as the owner's delivery step records). */
async function deliveredOrder(daysAgo = 1, locale: "en" | "ar" = "en") {
  shoppers += 1;
  const email = `return.shopper${shoppers}@example.ae`;
  const placed = await placeLocalOrder(db(), { fullName: "Layla Haddad", email }, locale, [
    { merchandiseId: clayMask, quantity: 2 },
    { merchandiseId: cleanser, quantity: 1 },
  ]);
  await db()
    .update(orders)
    .set({ lifecycleStage: "delivered", status: "closed", financialStatus: "paid", deliveredAt: new Date(Date.now() - daysAgo * day) })
    .where(eq(orders.id, placed.id));
  const items = await itemsOf(placed.id);
  return { ...placed, email, mask: items[0]!, cleanserLine: items[1]! };
}

const ask = (orderId: string, lines: ReturnRequest["lines"], more: Partial<ReturnRequest> = {}) =>
  requestReturn(db(), { orderId, lines, reason: "changed_mind", note: null, requestKey: `key-${(keys += 1)}`, locale: "en", ...more });
const mailsTo = (to: string, kind: string) => db().select().from(outboxEmails).where(eq(outboxEmails.toAddress, to)).then((rows) => rows.filter((row) => row.kind === kind));
const stockOf = async (id: string) => (await db().select({ stock: catalogueEntries.stock }).from(catalogueEntries).where(eq(catalogueEntries.id, id)))[0]!.stock;
const returnOf = async (id: string) => (await db().select().from(returns).where(eq(returns.id, id)))[0]!;

describe("a shopper asks to return part of a delivered order", () => {
  test("the request gets a return number, holds its units and e-mails the shopper once", async () => {
    const order = await deliveredOrder();
    const first = await ask(order.id, [{ orderItemId: order.mask.id, quantity: 1 }], { requestKey: "same-form", note: "Too strong for me" });
    expect(first).toMatchObject({ ok: true, repeated: false, number: expect.stringMatching(/^R-1\d{3,}$/) });
    if (!first.ok) return;
    // The same form again is the same return, with no second e-mail.
    expect(await ask(order.id, [{ orderItemId: order.mask.id, quantity: 1 }], { requestKey: "same-form" })).toMatchObject({ ok: true, repeated: true, number: first.number });
    const row = await returnOf(first.returnId);
    expect(row).toMatchObject({ state: "requested", reason: "changed_mind", note: "Too strong for me", orderId: order.id });
    expect(await db().select().from(returnLines).where(eq(returnLines.returnId, row.id))).toEqual([expect.objectContaining({ orderItemId: order.mask.id, quantity: 1, outcome: null })]);
    const mails = await mailsTo(order.email, "return_requested");
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe(`Return ${first.number} for order ${order.orderNumber}`);
    expect(mails[0]!.textBody).toContain("1 × ");
    expect(mails[0]!.textBody).toContain("Reason: I changed my mind");
  });

  test("numbers follow each other: R-n, then R-n+1", async () => {
    const [a, b] = [await deliveredOrder(), await deliveredOrder()];
    const first = await ask(a.id, [{ orderItemId: a.mask.id, quantity: 1 }]);
    const second = await ask(b.id, [{ orderItemId: b.cleanserLine.id, quantity: 1 }]);
    if (!first.ok || !second.ok) throw new Error("both requests should be taken");
    expect(Number(second.number.slice(2))).toBe(Number(first.number.slice(2)) + 1);
  });

  test("in Arabic, the e-mail is Arabic", async () => {
    const order = await deliveredOrder(1, "ar");
    const asked = await ask(order.id, [{ orderItemId: order.cleanserLine.id, quantity: 1 }], { locale: "ar", reason: "damaged_on_arrival" });
    expect(asked.ok).toBe(true);
    const [mail] = await mailsTo(order.email, "return_requested");
    expect(mail!.textBody).toContain("السبب: وصل المنتج تالفًا");
    expect(mail!.htmlBody).toMatch(/<html lang="ar" dir="rtl">/);
  });

  test.each([
    ["on the last day of the window", policies.returns.windowDays, true],
    ["on the day after the window", policies.returns.windowDays + 1, false],
  ])("a request %s, counted from the recorded delivery", async (_label, daysAgo, taken) => {
    const order = await deliveredOrder(daysAgo);
    const asked = await ask(order.id, [{ orderItemId: order.mask.id, quantity: 1 }]);
    expect(asked).toEqual(taken ? expect.objectContaining({ ok: true }) : { ok: false, reason: "outside_window" });
  });

  test("refused: an order not delivered, units already asked for, a line of another order, nothing chosen; nothing recorded", async () => {
    const placed = await placeLocalOrder(db(), { fullName: "Sara", email: "not.delivered@example.ae" });
    const [placedLine] = await itemsOf(placed.id);
    expect(await ask(placed.id, [{ orderItemId: placedLine!.id, quantity: 1 }])).toEqual({ ok: false, reason: "not_delivered" });

    const order = await deliveredOrder();
    expect((await ask(order.id, [{ orderItemId: order.mask.id, quantity: 2 }])).ok).toBe(true);
    expect(await ask(order.id, [{ orderItemId: order.mask.id, quantity: 1 }])).toEqual({ ok: false, reason: "more_than_left" });
    expect(await ask(order.id, [{ orderItemId: order.cleanserLine.id, quantity: 2 }])).toEqual({ ok: false, reason: "more_than_left" });
    expect(await ask(order.id, [{ orderItemId: placedLine!.id, quantity: 1 }])).toEqual({ ok: false, reason: "more_than_left" });
    expect(await ask(order.id, [{ orderItemId: order.cleanserLine.id, quantity: 0 }])).toEqual({ ok: false, reason: "nothing_chosen" });
    expect(await db().select().from(returns).where(eq(returns.orderId, order.id))).toHaveLength(1);
    expect(await db().select().from(returns).where(eq(returns.orderId, placed.id))).toHaveLength(0);
  });

  test("two requests for the same units at once: one is taken, the other refused", async () => {
    const order = await deliveredOrder();
    const outcomes = await Promise.all([1, 2, 3].map(() => ask(order.id, [{ orderItemId: order.mask.id, quantity: 2 }])));
    expect(outcomes.filter((outcome) => outcome.ok)).toHaveLength(1);
    expect(outcomes.filter((outcome) => !outcome.ok)).toEqual([
      { ok: false, reason: "more_than_left" },
      { ok: false, reason: "more_than_left" },
    ]);
    expect(await mailsTo(order.email, "return_requested")).toHaveLength(1);
  });
});

describe("the owner decides and receives", () => {
  test("approve (e-mailed) → receive one line as restock and one as damaged: stock back for the restocked only, audited", async () => {
    const order = await deliveredOrder();
    const asked = await ask(order.id, [{ orderItemId: order.mask.id, quantity: 2 }, { orderItemId: order.cleanserLine.id, quantity: 1 }]);
    if (!asked.ok) throw new Error(asked.reason);
    const lines = await db().select().from(returnLines).where(eq(returnLines.returnId, asked.returnId)).orderBy(asc(returnLines.id));
    const outcomes = lines.map((line) => (line.orderItemId === order.mask.id ? ("restock" as const) : ("damaged" as const)));

    expect(await advanceReturn(db(), testAdmin, { step: "receive", returnId: asked.returnId, outcomes })).toEqual({ ok: false, reason: "not_allowed", number: asked.number, state: "requested" });
    expect(await advanceReturn(db(), testAdmin, { step: "approve", returnId: asked.returnId })).toMatchObject({ ok: true, state: "approved" });
    const [approval] = await mailsTo(order.email, "return_approved");
    expect(approval!.textBody).toContain("Courier pick-up");
    expect(approval!.textBody).toContain("Drop-off");
    expect(await advanceReturn(db(), testAdmin, { step: "approve", returnId: asked.returnId })).toMatchObject({ ok: false, reason: "not_allowed", state: "approved" });
    expect(await advanceReturn(db(), testAdmin, { step: "reject", returnId: asked.returnId, reason: "late" })).toMatchObject({ ok: false, reason: "not_allowed" });

    // A word is needed on every line.
    expect(await advanceReturn(db(), testAdmin, { step: "receive", returnId: asked.returnId, outcomes: outcomes.slice(0, 1) })).toEqual({ ok: false, reason: "outcome_missing", number: asked.number });
    await db().update(catalogueEntries).set({ stock: 5 }).where(eq(catalogueEntries.kind, "product"));
    expect(await advanceReturn(db(), testAdmin, { step: "receive", returnId: asked.returnId, outcomes })).toMatchObject({ ok: true, state: "received" });
    expect(await stockOf("matcha-clay-mask")).toBe(7);
    expect(await stockOf("matcha-pure-cleanser")).toBe(5);
    expect((await db().select().from(returnLines).where(eq(returnLines.returnId, asked.returnId))).map((line) => line.outcome).sort()).toEqual(["damaged", "restock"]);
    // Receiving twice puts nothing back twice.
    expect((await advanceReturn(db(), testAdmin, { step: "receive", returnId: asked.returnId, outcomes })).ok).toBe(false);
    expect(await stockOf("matcha-clay-mask")).toBe(7);

    const audit = (await auditRows(db())).filter((row) => row.target === `order:${order.id}`);
    expect(audit.map((row) => row.action)).toEqual(["return.approved", "return.received"]);
    expect(audit[1]!.details).toMatchObject({ returnNumber: asked.number, restocked: 2, damaged: 1 });
  });

  test("a declined return e-mails the reason and frees its units for a new request", async () => {
    const order = await deliveredOrder();
    const asked = await ask(order.id, [{ orderItemId: order.cleanserLine.id, quantity: 1 }]);
    if (!asked.ok) throw new Error(asked.reason);
    expect(await advanceReturn(db(), testAdmin, { step: "reject", returnId: asked.returnId, reason: "The seal is broken <opened>" })).toMatchObject({ ok: true, state: "rejected" });
    const [mail] = await mailsTo(order.email, "return_rejected");
    expect(mail!.textBody).toContain("Reason: The seal is broken <opened>");
    expect(mail!.htmlBody).toContain("The seal is broken &lt;opened&gt;");
    expect((await ask(order.id, [{ orderItemId: order.cleanserLine.id, quantity: 1 }])).ok).toBe(true);
  });
});
