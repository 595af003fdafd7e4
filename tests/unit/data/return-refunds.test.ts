import { asc, eq } from "drizzle-orm";

import { catalogueEntries, invoices, orderItems, orders, outboxEmails, returns } from "@/lib/db/schema";
import { readDashboard } from "@/lib/admin/dashboard/read-dashboard";
import { listOrdersForAdmin } from "@/lib/admin/orders/list-orders";
import { deliverDueMail } from "@/lib/mail/outbox";
import type { MailEnvelope } from "@/lib/mail/message";
import { advanceReturn } from "@/lib/returns/advance-return";
import { refundDueFils, refundReturn } from "@/lib/returns/refund-return";
import { requestReturn } from "@/lib/returns/request-return";
import type { ReturnReason } from "@/content/return-reasons";
import { policies } from "@/content/policies";
import { auditRows, placeLocalOrder, testAdmin } from "@/tests/support/admin-fixtures";
import { pdfTextOf } from "@/tests/support/pdf-text-of";
import { openTestDatabaseForFile } from "@/tests/unit/support/mocked-request";

jest.mock("@/lib/db", () => jest.requireActual("@/tests/unit/support/mocked-request").mockedDbModule);

const db = openTestDatabaseForFile();
beforeEach(async () => {
  await db().update(catalogueEntries).set({ stock: 500, lowStockThreshold: null }).where(eq(catalogueEntries.kind, "product"));
});

let shoppers = 0;
/** A delivered cash order of two clay masks and a cleanser (the courier collected the total), and a received return. */
const masksAndCleanser = [
  { merchandiseId: "gid://shopify/ProductVariant/4801000000001", quantity: 2 },
  { merchandiseId: "gid://shopify/ProductVariant/4801000000003", quantity: 1 },
];
// One cleanser (AED 89) is under the free-delivery threshold: the order paid the delivery fee.
const oneCleanser = [{ merchandiseId: "gid://shopify/ProductVariant/4801000000003", quantity: 1 }];
async function receivedReturn(units: { mask?: number; cleanser?: number }, reason: ReturnReason = "changed_mind", bought = masksAndCleanser) {
  shoppers += 1;
  const email = `refund.return${shoppers}@example.ae`;
  const order = await placeLocalOrder(db(), { fullName: "Layla Haddad", email }, "en", bought);
  const [row] = await db().select().from(orders).where(eq(orders.id, order.id));
  await db().update(orders).set({ lifecycleStage: "delivered", status: "closed", financialStatus: "paid", deliveredAt: new Date(), cashCollectedFils: Math.round(row!.totalAmount * 100), cashCollectedAt: new Date() }).where(eq(orders.id, order.id));
  const items = await db().select().from(orderItems).where(eq(orderItems.orderId, order.id)).orderBy(asc(orderItems.id));
  const lines = [
    ...(units.mask ? [{ orderItemId: items[0]!.id, quantity: units.mask }] : []),
    ...(units.cleanser ? [{ orderItemId: items.at(-1)!.id, quantity: units.cleanser }] : []),
  ];
  const asked = await requestReturn(db(), { orderId: order.id, lines, reason, note: null, requestKey: `refund-${shoppers}-${Math.random()}`, locale: "en" });
  if (!asked.ok) throw new Error(asked.reason);
  expect((await advanceReturn(db(), testAdmin, { step: "approve", returnId: asked.returnId })).ok).toBe(true);
  expect((await advanceReturn(db(), testAdmin, { step: "receive", returnId: asked.returnId, outcomes: lines.map(() => "restock" as const) })).ok).toBe(true);
  const [invoice] = await db().select().from(invoices).where(eq(invoices.orderId, order.id));
  return { ...asked, email, orderId: order.id, orderNumber: order.orderNumber, invoice: invoice!, totalFils: Math.round(row!.totalAmount * 100) };
}
const notesOf = async (orderId: string) => (await db().select().from(invoices).where(eq(invoices.orderId, orderId))).filter((row) => row.kind === "credit_note");
const bank = (returnId: string, amountFils: number, reference = "FT-20261202-77") => refundReturn(db(), null, testAdmin, { returnId, method: "bank_transfer", reference, amountFils });

describe("money back for a cash-on-delivery return", () => {
  test("a bank transfer for one returned unit: credit note for that unit, the return refunded, the shopper e-mailed with the note", async () => {
    const asked = await receivedReturn({ mask: 1 });
    const unit = asked.invoice.snapshot.lines[0]!;
    const dueFils = Math.round(unit.netFils / 2);
    const outcome = await bank(asked.returnId, dueFils);
    expect(outcome).toMatchObject({ ok: true, status: "refunded", amountFils: dueFils, creditNoteNumber: expect.stringMatching(/^CN-\d{6}$/) });
    if (!outcome.ok) return;

    const [note, ...more] = await notesOf(asked.orderId);
    expect(more).toHaveLength(0);
    expect(note).toMatchObject({ number: outcome.creditNoteNumber, totalFils: dueFils, refundId: asked.returnId, creditsInvoiceId: asked.invoice.id });
    expect(note!.vatFils).toBe(Math.round(unit.vatFils / 2));
    expect(note!.snapshot).toMatchObject({ creditsInvoiceNumber: asked.invoice.number, refund: { reason: `Return ${asked.number}` }, shipping: { grossFils: 0 } });
    expect(note!.snapshot.lines).toEqual([expect.objectContaining({ quantity: 1 })]);
    expect((await db().select().from(returns).where(eq(returns.id, asked.returnId)))[0]).toMatchObject({ state: "refunded", refundMethod: "bank_transfer", refundReference: "FT-20261202-77", refundedFils: dueFils });

    const mail = (await db().select().from(outboxEmails).where(eq(outboxEmails.toAddress, asked.email))).find((row) => row.kind === "order_refund")!;
    expect(mail.textBody).toContain("bank transfer (reference FT-20261202-77)");
    const sent: MailEnvelope[] = [];
    await deliverDueMail(db(), { send: async (message) => void sent.push(message) }, { ids: [mail.id] });
    const pdf = pdfTextOf(Buffer.from(sent[0]!.attachments![0]!.content));
    for (const field of ["Tax Credit Note", note!.number, asked.invoice.number, `Return ${asked.number}`]) expect(pdf).toContain(field);

    const audit = (await auditRows(db())).filter((row) => row.target === `order:${asked.orderId}` && row.action === "return.refunded");
    expect(audit).toEqual([expect.objectContaining({ details: expect.objectContaining({ amountFils: dueFils, method: "bank_transfer", creditNote: note!.number }) })]);
  });

  test("the shop's mistake gives the delivery fee back too (content/policies.ts), a change of mind does not", async () => {
    const mistake = await receivedReturn({ cleanser: 1 }, "wrong_item", oneCleanser);
    const shippingFils = mistake.invoice.snapshot.shipping.grossFils;
    expect(shippingFils).toBeGreaterThan(0);
    const lineFils = mistake.invoice.snapshot.lines[0]!.netFils;
    expect(await bank(mistake.returnId, lineFils + shippingFils + 1)).toMatchObject({ ok: false, reason: "more_than_paid", maxFils: lineFils + shippingFils });
    expect(await bank(mistake.returnId, lineFils + shippingFils)).toMatchObject({ ok: true });
    expect((await notesOf(mistake.orderId))[0]!.snapshot.shipping.grossFils).toBe(shippingFils);

    const changedMind = await receivedReturn({ cleanser: 1 }, "changed_mind", oneCleanser);
    expect(await bank(changedMind.returnId, lineFils + 1)).toMatchObject({ ok: false, reason: "more_than_paid", maxFils: lineFils });
  });

  test("a cash-on-delivery fee goes back with the delivery fee for the shop's mistake, and stays for a change of mind", async () => {
    jest.replaceProperty(policies.cashOnDelivery, "feeAed", 10);
    try {
      const mistake = await receivedReturn({ cleanser: 1 }, "wrong_item", oneCleanser);
      const { shipping, codFee, lines } = mistake.invoice.snapshot;
      expect(codFee?.grossFils).toBe(1000);
      const dueFils = lines[0]!.netFils + shipping.grossFils + 1000;
      expect(await refundDueFils(db(), mistake.returnId)).toBe(dueFils);
      expect(await bank(mistake.returnId, dueFils)).toMatchObject({ ok: true });
      const [note] = await notesOf(mistake.orderId);
      expect(note!.snapshot.codFee).toEqual(codFee);
      expect(note!.vatFils).toBe(lines[0]!.vatFils + shipping.vatFils + codFee!.vatFils);

      const changedMind = await receivedReturn({ cleanser: 1 }, "changed_mind", oneCleanser);
      expect(await refundDueFils(db(), changedMind.returnId)).toBe(lines[0]!.netFils);
    } finally {
      jest.restoreAllMocks();
    }
  });

  test("the refund form's amount due is what the refund may record: the delivery fee only for the shop's mistake, nothing once refunded", async () => {
    const mistake = await receivedReturn({ cleanser: 1 }, "wrong_item", oneCleanser);
    const lineFils = mistake.invoice.snapshot.lines[0]!.netFils;
    const due = await refundDueFils(db(), mistake.returnId);
    expect(due).toBe(lineFils + mistake.invoice.snapshot.shipping.grossFils);
    expect(await bank(mistake.returnId, due! + 1)).toMatchObject({ ok: false, reason: "more_than_paid" });
    expect(await bank(mistake.returnId, due!)).toMatchObject({ ok: true });
    expect(await refundDueFils(db(), mistake.returnId)).toBeNull();
    // The order now reads "returned" in the back office's list and filter, no longer "delivered".
    const returnedOrders = await listOrdersForAdmin(db(), { page: 1, status: "returned", q: mistake.email });
    expect(returnedOrders.rows).toEqual([expect.objectContaining({ orderNumber: mistake.orderNumber, returned: true })]);
    expect((await listOrdersForAdmin(db(), { page: 1, status: "delivered", q: mistake.email })).rows).toEqual([]);

    const changedMind = await receivedReturn({ cleanser: 1 }, "changed_mind", oneCleanser);
    expect(await refundDueFils(db(), changedMind.returnId)).toBe(lineFils);
  });

  test("refused: before the parcel is received, over what is due, a second refund; nothing recorded twice", async () => {
    shoppers += 1;
    const early = await receivedReturn({ mask: 1 });
    const asked = await requestReturn(db(), { orderId: early.orderId, lines: [{ orderItemId: (await db().select().from(orderItems).where(eq(orderItems.orderId, early.orderId)).orderBy(asc(orderItems.id)))[1]!.id, quantity: 1 }], reason: "changed_mind", note: null, requestKey: `early-${shoppers}`, locale: "en" });
    if (!asked.ok) throw new Error(asked.reason);
    expect(await bank(asked.returnId, 100)).toEqual({ ok: false, reason: "not_received" });

    const due = Math.round(early.invoice.snapshot.lines[0]!.netFils / 2);
    expect(await bank(early.returnId, due + 1)).toMatchObject({ ok: false, reason: "more_than_paid" });
    expect(await notesOf(early.orderId)).toHaveLength(0);
    expect((await bank(early.returnId, due)).ok).toBe(true);
    expect(await bank(early.returnId, due)).toEqual({ ok: false, reason: "not_received" });
    expect(await notesOf(early.orderId)).toHaveLength(1);
  });

  test("a partial amount: the note says what went back, with the VAT on it", async () => {
    const asked = await receivedReturn({ mask: 2 });
    const outcome = await bank(asked.returnId, 1_050);
    expect(outcome.ok).toBe(true);
    const [note] = await notesOf(asked.orderId);
    expect(note).toMatchObject({ totalFils: 1_050 });
    expect(note!.vatFils).toBe(Math.round((asked.invoice.snapshot.lines[0]!.vatFils * 1_050) / asked.invoice.snapshot.lines[0]!.netFils));
  });

  test("two refunds of one return at once: one is recorded, the other refused", async () => {
    const asked = await receivedReturn({ mask: 1 });
    const due = Math.round(asked.invoice.snapshot.lines[0]!.netFils / 2);
    const outcomes = await Promise.all([bank(asked.returnId, due, "A"), bank(asked.returnId, due, "B"), refundReturn(db(), null, testAdmin, { returnId: asked.returnId, method: "cash", reference: "C", amountFils: due })]);
    expect(outcomes.filter((outcome) => outcome.ok)).toHaveLength(1);
    expect(await notesOf(asked.orderId)).toHaveLength(1);
  });

  test("credit notes stay gapless when several returns are refunded at once", async () => {
    const returned = [];
    for (let index = 0; index < 5; index += 1) returned.push(await receivedReturn({ cleanser: 1 }));
    const outcomes = await Promise.all(returned.map((entry) => bank(entry.returnId, entry.invoice.snapshot.lines[1]!.netFils)));
    const numbers = outcomes.map((outcome) => (outcome.ok ? Number(outcome.creditNoteNumber!.slice(3)) : NaN)).sort((a, b) => a - b);
    expect(numbers.every(Number.isFinite)).toBe(true);
    expect(numbers).toEqual(numbers.map((_, index) => numbers[0]! + index));
  });

  test("the dashboard's revenue is net of the refund, and shows it", async () => {
    const asked = await receivedReturn({ cleanser: 1 });
    const before = await readDashboard(db(), 30);
    const due = asked.invoice.snapshot.lines[1]!.netFils;
    expect((await bank(asked.returnId, due)).ok).toBe(true);
    const after = await readDashboard(db(), 30);
    expect(after.today.revenueFils).toBe(before.today.revenueFils - due);
    expect(after.today.refundsFils).toBe(before.today.refundsFils + due);
    expect(after.month.vatFils).toBe(before.month.vatFils - asked.invoice.snapshot.lines[1]!.vatFils);
  });
});
