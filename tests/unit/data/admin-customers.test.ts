import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";

import { eraseAccount } from "@/lib/account/erase-account";
import { customerKeyOf, emailOfCustomerKey } from "@/lib/admin/customers/customer-key";
import { addCustomerNote, notesOfCustomer } from "@/lib/admin/customers/customer-notes";
import { getCustomer } from "@/lib/admin/customers/get-customer";
import { listCustomers, phoneDigitsOf } from "@/lib/admin/customers/list-customers";
import { onlinePayments, orders, users } from "@/lib/db/schema";
import { advanceCodOrder } from "@/lib/orders/advance-cod-order";
import { fulfilLocalOrder } from "@/lib/orders/fulfil-local-order";
import { addOrderNote } from "@/lib/orders/order-notes";
import { auditRows, placeLocalOrder, testAdmin } from "@/tests/support/admin-fixtures";
import { openTestDatabaseForFile } from "@/tests/unit/support/mocked-request";

const db = openTestDatabaseForFile();
const filsOf = (aed: number) => Math.round(aed * 100);

async function refuseAtTheDoor(orderId: string) {
  await advanceCodOrder(db(), testAdmin, { step: "confirm", orderId });
  await fulfilLocalOrder(db(), testAdmin, { orderId, trackingCompany: "Aramex", trackingNumber: "AX1", trackingUrl: "" });
  expect((await advanceCodOrder(db(), testAdmin, { step: "refuse", orderId })).ok).toBe(true);
}

// Layla buys twice as a guest, typing her address in two cases; Omar has an account, orders once and refuses the
// parcel; Sara signed up and never ordered; Noor is an admin.
let laylaFirst: { id: string; orderNumber: string };
let laylaSecond: { id: string; orderNumber: string };
let omarOrder: { id: string; orderNumber: string };
beforeAll(async () => {
  laylaFirst = await placeLocalOrder(db(), { fullName: "Layla Haddad", email: "Layla.Customer@Example.ae" });
  laylaSecond = await placeLocalOrder(db(), { fullName: "Layla Haddad", email: "layla.customer@example.ae" });
  await db().insert(users).values([
    { id: randomUUID(), name: "Omar Saleh", email: "omar.customer@example.ae", phoneNumber: "+971559876543" },
    { id: randomUUID(), name: "Sara Nasser", email: "sara.customer@example.ae" },
    { id: randomUUID(), name: "Noor Admin", email: "noor.admin@example.ae", role: "admin" },
  ]);
  omarOrder = await placeLocalOrder(db(), { fullName: "Omar Saleh", email: "Omar.Customer@example.ae" });
  await refuseAtTheDoor(omarOrder.id);
  // Part of Layla's second order was refunded through the gateway: it counts off what she spent.
  await db().insert(onlinePayments).values({
    orderId: laylaSecond.id,
    gateway: "stripe",
    sessionId: `cs_${randomUUID()}`,
    redirectUrl: "https://checkout.example/session",
    status: "captured",
    amountFils: 10_000,
    currency: "AED",
    capturedFils: 10_000,
    refundedFils: 2_500,
  });
});

const totalOf = async (orderId: string) =>
  (await db().select({ total: orders.totalAmount }).from(orders).where(eq(orders.id, orderId)))[0]!.total;

describe("the customer list", () => {
  test("one row per address whatever its case, accounts without orders last, admins left out", async () => {
    const list = await listCustomers(db(), { page: 1 });
    expect(list.total).toBe(3);
    expect(list.rows.map((row) => row.email)).toEqual([
      "omar.customer@example.ae",
      "layla.customer@example.ae",
      "sara.customer@example.ae",
    ]);
    const [omar, layla, sara] = list.rows;
    const laylaSpent = filsOf(await totalOf(laylaFirst.id)) + filsOf(await totalOf(laylaSecond.id)) - 2_500;
    expect(layla).toMatchObject({ name: "Layla Haddad", accountId: null, orderCount: 2, refusals: 0, spentFils: laylaSpent, phones: ["+971501234567"] });
    expect(layla!.lastOrderAt).toBeInstanceOf(Date);
    // A refused parcel brought nothing in.
    expect(omar).toMatchObject({ name: "Omar Saleh", orderCount: 1, refusals: 1, spentFils: 0, phones: ["+971559876543", "+971501234567"] });
    expect(omar!.accountId).toEqual(expect.any(String));
    expect(sara).toMatchObject({ name: "Sara Nasser", orderCount: 0, spentFils: 0, refusals: 0, lastOrderAt: null, phones: [] });
  });

  test.each([
    ["a name, any case", "haddad", ["layla.customer@example.ae"]],
    ["part of an e-mail", "SARA.CUST", ["sara.customer@example.ae"]],
    ["an account's phone as typed locally", "055 987 6543", ["omar.customer@example.ae"]],
    ["an order's phone", "+971 50 123 4567", ["omar.customer@example.ae", "layla.customer@example.ae"]],
    ["nothing that matches", "nobody-like-this", []],
    ["a LIKE wildcard, taken literally", "%", []],
  ])("finds customers by %s", async (_label, q, emails) => {
    const list = await listCustomers(db(), { q, page: 1 });
    expect(list.rows.map((row) => row.email)).toEqual(emails);
    expect(list.total).toBe(emails.length);
  });

  test("finds the customer of an order number, with or without the #", async () => {
    for (const q of [laylaFirst.orderNumber, laylaFirst.orderNumber.slice(1)])
      expect((await listCustomers(db(), { q, page: 1 })).rows.map((row) => row.email)).toEqual(["layla.customer@example.ae"]);
  });

  test("pages past the last clamp to the last page", async () => {
    const list = await listCustomers(db(), { page: 99 });
    expect(list).toMatchObject({ page: 1, pageCount: 1, total: 3 });
    expect(list.rows).toHaveLength(3);
  });
});

describe("a customer's page", () => {
  test("shows every order newest first with the notes of those orders, whatever case the address was typed in", async () => {
    await addOrderNote(db(), testAdmin, { orderId: laylaFirst.id, body: "Prefers a call before delivery.", requestKey: randomUUID() });
    await addOrderNote(db(), testAdmin, { orderId: omarOrder.id, body: "Not Layla's note.", requestKey: randomUUID() });
    const customer = await getCustomer(db(), "LAYLA.customer@example.ae");
    expect(customer!.summary).toMatchObject({ email: "layla.customer@example.ae", orderCount: 2 });
    expect(customer!.orders.map((order) => order.orderNumber)).toEqual([laylaSecond.orderNumber, laylaFirst.orderNumber]);
    expect(customer!.orders[0]).toMatchObject({ refundedFils: 2_500, lifecycleStage: "placed" });
    expect(customer!.notes).toEqual([
      expect.objectContaining({ body: "Prefers a call before delivery.", orderNumber: laylaFirst.orderNumber, authorName: "Noor Ops" }),
    ]);
  });

  test("an account that never ordered has a page; an unknown address has none", async () => {
    expect(await getCustomer(db(), "sara.customer@example.ae")).toMatchObject({ orders: [], notes: [] });
    expect(await getCustomer(db(), "noor.admin@example.ae")).toBeNull();
    expect(await getCustomer(db(), "nobody@example.ae")).toBeNull();
  });
});

describe("notes on a customer", () => {
  test("the same form sent twice adds one note, audited without the address; any case finds the customer", async () => {
    const requestKey = randomUUID();
    const note = { email: "SARA.customer@example.ae", body: "Prefers WhatsApp.", requestKey };
    expect(await addCustomerNote(db(), testAdmin, note)).toEqual({ ok: true, repeated: false });
    expect(await addCustomerNote(db(), testAdmin, note)).toEqual({ ok: true, repeated: true });
    expect(await notesOfCustomer(db(), "sara.customer@example.ae")).toEqual([
      expect.objectContaining({ body: "Prefers WhatsApp.", authorName: "Noor Ops", customerEmail: "sara.customer@example.ae" }),
    ]);
    const audits = (await auditRows(db())).filter((row) => row.action === "customer.note_added");
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({ target: `customer:${customerKeyOf("sara.customer@example.ae")}`, details: null });
  });

  test("an address with no account and no order takes no note", async () => {
    expect(await addCustomerNote(db(), testAdmin, { email: "nobody@example.ae", body: "x", requestKey: randomUUID() })).toEqual({ ok: false, reason: "not_found" });
    expect(await notesOfCustomer(db(), "nobody@example.ae")).toEqual([]);
  });

  test("deleting the account deletes the owner's notes on them", async () => {
    const [omar] = await db().select().from(users).where(eq(users.email, "omar.customer@example.ae"));
    await addCustomerNote(db(), testAdmin, { email: omar!.email, body: "Refused once, call first.", requestKey: randomUUID() });
    expect(await notesOfCustomer(db(), omar!.email)).toHaveLength(1);
    await eraseAccount(db(), { id: omar!.id, email: omar!.email, emailVerified: true }, "keep");
    expect(await notesOfCustomer(db(), omar!.email)).toEqual([]);
  });
});

describe("customer keys and phone searches", () => {
  test.each(["layla@example.ae", "ليلى@example.ae", "o'brien+shop@example.ae"])("%s survives its page address", (email) => {
    expect(emailOfCustomerKey(customerKeyOf(email))).toBe(email);
  });

  test.each([
    ["an empty key", ""],
    ["characters base64url has not", "not a key!"],
    ["a text with no @", "bm8tYXQtc2lnbg"],
    ["an over-long key", "A".repeat(401)],
  ])("%s names no customer", (_label, key) => {
    expect(emailOfCustomerKey(key)).toBeNull();
  });

  test.each([
    ["050 123 4567", "501234567"],
    ["+971 (50) 123-4567", "971501234567"],
    ["1234", null],
    ["Layla 0501234567", null],
  ])("%j searches phones for %j", (text, digits) => {
    expect(phoneDigitsOf(text)).toBe(digits);
  });
});
