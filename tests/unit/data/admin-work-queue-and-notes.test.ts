import { eq } from "drizzle-orm";

import { addOrderNoteAction } from "@/lib/actions/admin/add-order-note";
import { cancelCodOrderAction, confirmCodOrderAction } from "@/lib/actions/admin/order-lifecycle";
import { fulfilOrderAction } from "@/lib/actions/admin/fulfil-order";
import { listOrdersForAdmin } from "@/lib/admin/orders/list-orders";
import { readOrderTimeline } from "@/lib/admin/orders/order-timeline";
import { readWorkQueue } from "@/lib/admin/orders/work-queue";
import { readAuditLog } from "@/lib/audit/read-audit-log";
import { getAdminUser } from "@/lib/auth/admin";
import { orderNotes, orders, users } from "@/lib/db/schema";
import { lookupOrderForTracking } from "@/lib/orders/lookup-order";
import { adminOrderSearchSchema } from "@/lib/validations/admin-lists";
import { auditRows, formDataOf, placeLocalOrder, testAdmin } from "@/tests/support/admin-fixtures";
import { openTestDatabaseForFile } from "@/tests/unit/support/mocked-request";

jest.mock("@/lib/db", () => jest.requireActual("@/tests/unit/support/mocked-request").mockedDbModule);
jest.mock("@/lib/auth/admin", () => ({ getAdminUser: jest.fn() }));
jest.mock("next/cache", () => ({ revalidatePath: jest.fn(), updateTag: jest.fn(), revalidateTag: jest.fn() }));

const db = openTestDatabaseForFile();
beforeEach(() => jest.mocked(getAdminUser).mockResolvedValue(testAdmin));

let shoppers = 0;
async function newOrder() {
  shoppers += 1;
  const email = `queue.shopper${shoppers}@example.ae`;
  return { ...(await placeLocalOrder(db(), { fullName: "Layla Haddad", email })), email };
}
const confirm = (orderId: string) => confirmCodOrderAction(null, formDataOf({ orderId }));
const ship = (orderId: string) =>
  fulfilOrderAction(null, formDataOf({ orderId, trackingCompany: "Aramex", trackingNumber: "AX1" }));
const listed = async (status: string) =>
  (await listOrdersForAdmin(db(), adminOrderSearchSchema.parse({ status }))).rows.map((row) => row.id).sort();
const note = (orderId: string, body: string, requestKey: string) =>
  addOrderNoteAction(null, formDataOf({ orderId, body, requestKey }));

describe("the dashboard's work queue", () => {
  test("counts orders to confirm, to ship and cash to collect, and each count's list holds exactly those orders", async () => {
    const placed = await newOrder();
    const confirmed = await newOrder();
    const shippedCash = await newOrder();
    const shippedPrepaid = await newOrder();
    const cancelled = await newOrder();
    expect((await confirm(confirmed.id)).ok).toBe(true);
    expect((await ship(shippedCash.id)).ok).toBe(true);
    // Paid online and shipped: its money is at the gateway, so there is no cash to collect.
    await db().update(orders).set({ paymentMethod: "online" }).where(eq(orders.id, shippedPrepaid.id));
    expect((await ship(shippedPrepaid.id)).ok).toBe(true);
    expect((await cancelCodOrderAction(null, formDataOf({ orderId: cancelled.id, reason: "Asked by phone", confirmed: "yes" }))).ok).toBe(true);

    expect(await readWorkQueue(db())).toEqual({ to_confirm: 1, to_ship: 1, awaiting_cash: 1 });
    expect(await listed("to_confirm")).toEqual([placed.id]);
    expect(await listed("to_ship")).toEqual([confirmed.id]);
    expect(await listed("awaiting_cash")).toEqual([shippedCash.id]);

    // Confirming moves an order from one queue to the next.
    expect((await confirm(placed.id)).ok).toBe(true);
    expect(await readWorkQueue(db())).toEqual({ to_confirm: 0, to_ship: 2, awaiting_cash: 1 });
    expect(await listed("to_ship")).toEqual([placed.id, confirmed.id].sort());
  });
});

describe("internal notes and the order timeline", () => {
  test("a note is added once however often the same form is sent, is audited, and shows in the timeline only", async () => {
    const order = await newOrder();
    const requestKey = crypto.randomUUID();
    const first = await note(order.id, "Called her: she will be home after 6 pm.", requestKey);
    expect(first).toMatchObject({ ok: true, message: `Note added to order ${order.orderNumber}.` });
    expect(await note(order.id, "Called her: she will be home after 6 pm.", requestKey)).toMatchObject({ ok: true });
    expect(await db().select().from(orderNotes).where(eq(orderNotes.orderId, order.id))).toHaveLength(1);
    const audited = (await auditRows(db())).filter((row) => row.target === `order:${order.id}`);
    expect(audited.map((row) => row.action)).toEqual(["order.note_added"]);
    expect(audited[0]).toMatchObject({ actorId: testAdmin.id, details: { orderNumber: order.orderNumber } });

    const row = (await db().select().from(orders).where(eq(orders.id, order.id)))[0]!;
    const timeline = await readOrderTimeline(db(), row);
    expect(timeline.find((event) => event.kind === "note")).toMatchObject({
      who: testAdmin.name,
      body: "Called her: she will be home after 6 pm.",
    });

    // The shopper's tracking answer carries nothing of it.
    const tracked = await lookupOrderForTracking(db(), order.email, order.orderNumber);
    expect(JSON.stringify(tracked)).not.toContain("home after 6 pm");
  });

  test.each([
    ["an empty note", { body: "   " }, { fieldErrors: { body: "Write the note first." } }],
    ["a note over 2,000 characters", { body: "x".repeat(2001) }, { fieldErrors: { body: "A note holds at most 2,000 characters." } }],
    ["a forged order id", { orderId: "not-an-id" }, { code: "invalid_request" }],
    ["an order that does not exist", { orderId: "7f0c2a8e-4a39-4a8e-9c55-0d9f1b2c3d4e" }, { code: "not_found" }],
  ])("refuses %s and adds nothing", async (_label, change, refusal) => {
    const order = await newOrder();
    const answer = await addOrderNoteAction(
      null,
      formDataOf({ orderId: order.id, body: "A real note", requestKey: crypto.randomUUID(), ...change }),
    );
    expect(answer).toMatchObject({ ok: false, ...refusal });
    expect(await db().select().from(orderNotes).where(eq(orderNotes.orderId, order.id))).toHaveLength(0);
  });

  test("a visitor who is not an admin adds no note", async () => {
    jest.mocked(getAdminUser).mockResolvedValue(null);
    const order = await newOrder();
    expect(await note(order.id, "Sneaky", crypto.randomUUID())).toMatchObject({ ok: false, code: "forbidden" });
    expect(await db().select().from(orderNotes).where(eq(orderNotes.orderId, order.id))).toHaveLength(0);
  });

  test("the timeline lists placed, confirmed, shipped and the e-mails, oldest first, with who did each", async () => {
    const order = await newOrder();
    expect((await confirm(order.id)).ok).toBe(true);
    expect((await ship(order.id)).ok).toBe(true);
    const row = (await db().select().from(orders).where(eq(orders.id, order.id)))[0]!;
    const timeline = await readOrderTimeline(db(), row);
    const kinds = timeline.map((event) => event.kind);
    expect(kinds[0]).toBe("placed");
    expect(kinds).toEqual(expect.arrayContaining(["placed", "confirmed", "shipped", "email"]));
    expect(kinds.indexOf("confirmed")).toBeLessThan(kinds.indexOf("shipped"));
    expect(timeline.find((event) => event.kind === "placed")?.who).toBe("Layla Haddad");
    expect(timeline.find((event) => event.kind === "confirmed")?.who).toBe(testAdmin.email);
    expect(timeline.filter((event) => event.kind === "email").map((event) => "subject" in event && event.subject)).toEqual(
      expect.arrayContaining([expect.stringContaining(order.orderNumber)]),
    );
    // Each step once: the audit row tells it, the order's own timestamp does not repeat it.
    expect(kinds.filter((kind) => kind === "shipped")).toHaveLength(1);
    // Oldest first; what the placing transaction wrote a moment before the order's own time still follows "placed".
    const placedAt = row.createdAt.getTime();
    const times = timeline.map((event) => Math.max(event.at.getTime(), placedAt));
    expect(times).toEqual([...times].sort((a, b) => a - b));
  });
});

describe("the audit log in words", () => {
  test("names the admin by their account name and the order by its number", async () => {
    await db()
      .insert(users)
      .values({ id: testAdmin.id, name: "Amina", email: testAdmin.email, emailVerified: true })
      .onConflictDoNothing();
    const order = await newOrder();
    expect((await confirm(order.id)).ok).toBe(true);
    const [latest] = (await readAuditLog(db(), 1)).rows;
    expect(latest).toMatchObject({ action: "order.confirmed", actorName: "Amina", orderId: order.id, orderNumber: order.orderNumber });
  });
});

