import { eq } from "drizzle-orm";

import { approveReturnAction, receiveReturnAction, refundReturnAction, rejectReturnAction } from "@/lib/actions/admin/return-steps";
import { exportOrdersCsv } from "@/lib/admin/orders/export-orders";
import { countReturnsByState, countReturnsWaiting, listReturns } from "@/lib/admin/returns/list-returns";
import { getAdminUser } from "@/lib/auth/admin";
import { catalogueEntries, invoices, orders, outboxEmails } from "@/lib/db/schema";
import { requestReturn } from "@/lib/returns/request-return";
import { auditRows, formDataOf, placeLocalOrder, testAdmin } from "@/tests/support/admin-fixtures";
import { openTestDatabaseForFile } from "@/tests/unit/support/mocked-request";

jest.mock("@/lib/db", () => jest.requireActual("@/tests/unit/support/mocked-request").mockedDbModule);
jest.mock("@/lib/auth/admin", () => ({ getAdminUser: jest.fn() }));
jest.mock("next/cache", () => ({ revalidatePath: jest.fn(), updateTag: jest.fn(), revalidateTag: jest.fn() }));

const db = openTestDatabaseForFile();
beforeEach(async () => {
  jest.mocked(getAdminUser).mockResolvedValue(testAdmin);
  await db().update(catalogueEntries).set({ stock: 20, lowStockThreshold: null }).where(eq(catalogueEntries.id, "matcha-clay-mask"));
});

let shoppers = 0;
async function requestedReturn() {
  shoppers += 1;
  const email = `admin.return${shoppers}@example.ae`;
  const order = await placeLocalOrder(db(), { fullName: "Layla Haddad", email }, "en", [{ merchandiseId: "gid://shopify/ProductVariant/4801000000001", quantity: 2 }]);
  await db().update(orders).set({ lifecycleStage: "delivered", status: "closed", financialStatus: "paid", deliveredAt: new Date() }).where(eq(orders.id, order.id));
  const [item] = await db().query.orderItems.findMany({ where: (row, { eq: is }) => is(row.orderId, order.id) });
  const asked = await requestReturn(db(), { orderId: order.id, lines: [{ orderItemId: item!.id, quantity: 2 }], reason: "wrong_item", note: "Got the cleanser", requestKey: `admin-${shoppers}`, locale: "en" });
  if (!asked.ok) throw new Error(asked.reason);
  return { ...asked, email, orderId: order.id, orderNumber: order.orderNumber };
}
const stock = async () => (await db().select({ stock: catalogueEntries.stock }).from(catalogueEntries).where(eq(catalogueEntries.id, "matcha-clay-mask")))[0]!.stock;

describe("the owner's returns page and its steps", () => {
  test("a request is listed as requested and counted as waiting; approve → receive as restock moves it along", async () => {
    const before = await countReturnsWaiting(db());
    const asked = await requestedReturn();
    expect(await countReturnsWaiting(db())).toBe(before + 1);
    const listed = (await listReturns(db(), "requested")).find((entry) => entry.id === asked.returnId);
    expect(listed).toMatchObject({ number: asked.number, orderNumber: asked.orderNumber, reason: "wrong_item", note: "Got the cleanser", lines: [expect.objectContaining({ quantity: 2, outcome: null })] });

    expect(await approveReturnAction(null, formDataOf({ id: asked.returnId }))).toMatchObject({ ok: true, message: `${asked.number} approved. The shopper's instructions are on their way.` });
    expect(await approveReturnAction(null, formDataOf({ id: asked.returnId }))).toMatchObject({ ok: false, message: "Not possible in the return's present state; nothing was changed. Reload the page." });
    expect((await countReturnsByState(db())).approved).toBeGreaterThanOrEqual(1);

    expect(await receiveReturnAction(null, formDataOf({ id: asked.returnId }))).toMatchObject({ ok: false, message: "Choose restock or damaged for every line." });
    await db().update(catalogueEntries).set({ stock: 1, lowStockThreshold: 2 }).where(eq(catalogueEntries.id, "matcha-clay-mask"));
    expect(await receiveReturnAction(null, formDataOf({ id: asked.returnId, line0: "restock" }))).toMatchObject({ ok: true, message: `${asked.number} received: 2 back on the shelf, 0 written off.` });
    // Back above its low-stock level: off the dashboard's low-stock list.
    expect(await stock()).toBe(3);
    expect((await listReturns(db(), "received")).map((entry) => entry.id)).toContain(asked.returnId);
    expect((await auditRows(db())).filter((row) => row.target === `order:${asked.orderId}`).map((row) => row.action)).toEqual(["return.approved", "return.received"]);
  });

  test("declining needs a reason, e-mails it, and the return leaves the waiting count", async () => {
    const asked = await requestedReturn();
    const waiting = await countReturnsWaiting(db());
    expect(await rejectReturnAction(null, formDataOf({ id: asked.returnId, reason: "" }))).toMatchObject({ ok: false, fieldErrors: { reason: "Write the reason the shopper will read (at least 3 characters)." } });
    expect(await rejectReturnAction(null, formDataOf({ id: asked.returnId, reason: "Opened and used" }))).toMatchObject({ ok: true, message: `${asked.number} declined. The shopper's e-mail is on its way.` });
    expect(await countReturnsWaiting(db())).toBe(waiting - 1);
    const mails = (await db().select().from(outboxEmails).where(eq(outboxEmails.toAddress, asked.email))).filter((row) => row.kind === "return_rejected");
    expect(mails).toHaveLength(1);
  });

  test("a forged id is refused as a tampered form, and someone who is not an admin gets no words", async () => {
    expect(await approveReturnAction(null, formDataOf({ id: "not-a-uuid" }))).toMatchObject({ ok: false, code: "invalid_request" });
    jest.mocked(getAdminUser).mockResolvedValue(null);
    const asked = await requestedReturn();
    expect(await approveReturnAction(null, formDataOf({ id: asked.returnId }))).toMatchObject({ ok: false, message: "" });
    expect((await listReturns(db(), "requested")).map((entry) => entry.id)).toContain(asked.returnId);
  });

  test("a received cash return is refunded from the form: the amount in AED, a reference, the credit note named", async () => {
    const asked = await requestedReturn();
    await db().update(orders).set({ cashCollectedFils: 99_999 }).where(eq(orders.id, asked.orderId));
    expect((await approveReturnAction(null, formDataOf({ id: asked.returnId }))).ok).toBe(true);
    expect((await receiveReturnAction(null, formDataOf({ id: asked.returnId, line0: "damaged" }))).ok).toBe(true);
    expect(await refundReturnAction(null, formDataOf({ id: asked.returnId, method: "bank_transfer", reference: "FT-1", amount: "lots" }))).toMatchObject({ ok: false, fieldErrors: { amount: "Write the amount in AED, e.g. 94 or 94.50." } });
    expect(await refundReturnAction(null, formDataOf({ id: asked.returnId, method: "cash", reference: "R-77", amount: "5000" }))).toMatchObject({ ok: false, message: "That is more than the returned units are worth or than was paid. Nothing was recorded." });
    const result = await refundReturnAction(null, formDataOf({ id: asked.returnId, method: "cash", reference: "R-77", amount: "50.50" }));
    const [note] = (await db().select().from(invoices).where(eq(invoices.orderId, asked.orderId))).filter((row) => row.kind === "credit_note");
    expect(result).toMatchObject({ ok: true, message: `${asked.number} refunded: AED 50.50, credit note ${note!.number}. The shopper's e-mail is on its way.` });
    // The order CSV carries the return and what went back.
    const { csv } = await exportOrdersCsv(db(), testAdmin, { q: asked.orderNumber });
    expect(csv).toContain(`${asked.number} refunded 50.50`);
    expect(await countReturnsWaiting(db())).toBe((await countReturnsByState(db())).requested + (await countReturnsByState(db())).approved + (await countReturnsByState(db())).received);
  });
});
