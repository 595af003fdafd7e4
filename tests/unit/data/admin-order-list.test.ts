import { eq } from "drizzle-orm";

import { ADMIN_PAGE_SIZE } from "@/lib/admin/paging";
import { getOrderForAdmin } from "@/lib/admin/orders/get-order";
import { listOrdersForAdmin } from "@/lib/admin/orders/list-orders";
import { orders } from "@/lib/db/schema";
import { adminOrderSearchSchema } from "@/lib/validations/admin-lists";
import { insertShopifyOrder, placeLocalOrder } from "@/tests/support/admin-fixtures";
import { createTestDb, type TestDb } from "@/tests/support/test-db";

let testDb: TestDb;
let laylaNumber = "";

beforeAll(async () => {
  testDb = await createTestDb();
  const layla = await placeLocalOrder(testDb.db, { fullName: "Layla Haddad", email: "layla@example.ae" });
  laylaNumber = layla.orderNumber;
  await placeLocalOrder(testDb.db, { fullName: "Omar Saleh", email: "omar@example.ae" });
  const fulfilled = await placeLocalOrder(testDb.db, { fullName: "Sara_Ali", email: "sara@example.ae" });
  await testDb.db.update(orders).set({ fulfillmentStatus: "fulfilled", lifecycleStage: "shipped" }).where(eq(orders.id, fulfilled.id));
  const cancelled = await insertShopifyOrder(testDb.db, "#7001", "cancel@example.ae");
  await testDb.db.update(orders).set({ status: "cancelled" }).where(eq(orders.id, cancelled.id));
});
afterAll(() => testDb.close());

/** What the page hands over: raw searchParams through the page's zod schema. */
const list = (params: Record<string, string | string[]>) => listOrdersForAdmin(testDb.db, adminOrderSearchSchema.parse(params));
const numbersOf = async (params: Record<string, string | string[]>) => (await list(params)).rows.map((row) => row.email);

describe("listOrdersForAdmin", () => {
  test("lists every order, newest first", async () => {
    expect(await numbersOf({})).toEqual(["cancel@example.ae", "sara@example.ae", "omar@example.ae", "layla@example.ae"]);
  });

  test.each([
    ["an order number without '#'", () => laylaNumber.slice(1), ["layla@example.ae"]],
    ["an order number with '#'", () => laylaNumber, ["layla@example.ae"]],
    ["part of an e-mail, in any case", () => "OMAR@", ["omar@example.ae"]],
    ["part of a name", () => "hadd", ["layla@example.ae"]],
    ["an underscore, as a letter", () => "a_a", ["sara@example.ae"]],
    ["an underscore, never as a wildcard ('Layla' holds 'yla')", () => "y_a", []],
    ["a percent sign, which matches nothing", () => "%", []],
  ])("finds orders by %s", async (_label, query, expected) => {
    expect(await numbersOf({ q: query() })).toEqual(expected);
  });

  test.each([
    ["placed", ["omar@example.ae", "layla@example.ae"]],
    ["shipped", ["sara@example.ae"]],
    ["cancelled", ["cancel@example.ae"]],
    // Shopify's words find Shopify's orders only: the shop's own shipped order is not "fulfilled" there.
    ["fulfilled", []],
    ["unfulfilled", []],
  ])("filters by status %s", async (status, expected) => {
    expect(await numbersOf({ status })).toEqual(expected);
  });

  test("search and filter together", async () => {
    expect(await numbersOf({ q: "example.ae", status: "shipped" })).toEqual(["sara@example.ae"]);
  });

  test("a hand-edited address falls back to the defaults instead of failing", async () => {
    expect(adminOrderSearchSchema.parse({ status: "shipped';drop", page: "-3", q: ["omar", "x"] })).toEqual({ q: "omar", status: undefined, page: 1 });
    expect(await numbersOf({ status: "bogus", page: "abc" })).toHaveLength(4);
  });

  test("pages hold 25 orders; a page past the end shows the last one", async () => {
    for (let index = 0; index < ADMIN_PAGE_SIZE; index += 1) await insertShopifyOrder(testDb.db, `#${8000 + index}`, `bulk${index}@example.ae`);
    const first = await list({});
    expect(first).toMatchObject({ total: ADMIN_PAGE_SIZE + 4, page: 1, pageCount: 2 });
    expect(first.rows).toHaveLength(ADMIN_PAGE_SIZE);
    const beyond = await list({ page: "9" });
    expect(beyond).toMatchObject({ page: 2, pageCount: 2 });
    expect(beyond.rows.map((row) => row.email)).toEqual(["cancel@example.ae", "sara@example.ae", "omar@example.ae", "layla@example.ae"]);
  });

  test("the order view has the order and its lines; an unknown id has none", async () => {
    const [row] = (await list({ q: laylaNumber })).rows;
    const view = await getOrderForAdmin(testDb.db, row!.id);
    expect(view?.order).toMatchObject({ orderNumber: laylaNumber, customerName: "Layla Haddad" });
    expect(view?.items).toEqual([expect.objectContaining({ title: "Matcha Clay Mask", quantity: 1 })]);
    expect(await getOrderForAdmin(testDb.db, "00000000-0000-4000-8000-000000000000")).toBeNull();
  });
});
