import { NextRequest } from "next/server";

import { GET } from "@/app/admin/orders/export/route";
import { eq } from "drizzle-orm";

import { gulfDateTime } from "@/lib/admin/orders/export-orders";
import { listOrdersForAdmin } from "@/lib/admin/orders/list-orders";
import { orders } from "@/lib/db/schema";
import { shopToday } from "@/lib/validations/cod-lifecycle";
import { getAdminUser } from "@/lib/auth/admin";
import { auditRows, insertShopifyOrder, placeLocalOrder, testAdmin } from "@/tests/support/admin-fixtures";
import { openTestDatabaseForFile } from "@/tests/unit/support/mocked-request";

jest.mock("@/lib/db", () => jest.requireActual("@/tests/unit/support/mocked-request").mockedDbModule);
jest.mock("@/lib/auth/admin", () => ({ getAdminUser: jest.fn() }));

const db = openTestDatabaseForFile();
const exportWith = (query: string) => GET(new NextRequest(`http://shop.test/admin/orders/export${query}`));
const numbersIn = (csv: string) => csv.trim().split("\r\n").slice(1).map((line) => line.split(",")[0]);

let local: { orderNumber: string };
let hostile: { orderNumber: string };
beforeAll(async () => {
  local = await placeLocalOrder(db(), { fullName: "Layla Haddad", email: "layla.export@example.ae" });
  // A name a spreadsheet would run as a formula if it were written as it is.
  hostile = await placeLocalOrder(db(), { fullName: "=HYPERLINK(\"http://evil.example\",\"x\")", email: "mallory.export@example.ae" });
  await insertShopifyOrder(db(), "#8001", "shopify.export@example.ae");
});

describe("orders CSV export", () => {
  // A dropped search term exported every order; NUL reached PostgreSQL and answered 500.
  test.each([
    ["an over-long search term", `?q=${"a".repeat(201)}`, "Search for at most 200 characters; nothing was searched."],
    ["q=%00", "?q=%00", "This contains a character we cannot accept (such as a null character). Please type it again."],
  ])("%s is refused with 400 and its reason, and nothing is exported or recorded", async (_label, query, message) => {
    jest.mocked(getAdminUser).mockResolvedValue(testAdmin);
    const response = await exportWith(query);
    expect(response.status).toBe(400);
    expect(await response.text()).toBe(message);
    expect((await auditRows(db())).filter((row) => row.action === "orders.exported")).toHaveLength(0);
  });

  test("a visitor who is not an admin gets a bare 404 and nothing is recorded", async () => {
    jest.mocked(getAdminUser).mockResolvedValue(null);
    const response = await exportWith("");
    expect(response.status).toBe(404);
    expect(await response.text()).toBe("");
    expect((await auditRows(db())).filter((row) => row.action === "orders.exported")).toHaveLength(0);
  });

  // Issue 32: totals were in fils (10900), times and the file name in UTC, and a courier or an accountant missed the
  // phone, address, emirate, items and VAT.
  test("an admin downloads every order the list shows, in AED and Gulf time, with courier and VAT columns; audited", async () => {
    jest.mocked(getAdminUser).mockResolvedValue(testAdmin);
    const response = await exportWith("");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("content-disposition")).toBe(`attachment; filename="orders-${shopToday()}.csv"`);
    // Excel shows an Arabic name as mojibake without the UTF-8 byte order mark.
    expect([...new Uint8Array(await response.clone().arrayBuffer()).slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const csv = await response.text();
    const [header, ...lines] = csv.trim().split("\r\n");
    expect(header).toBe("Order,Placed at (Gulf time),Source,Customer,E-mail,Phone,Address,City,Emirate,Items,Status,Shopify order status,Shopify payment,Shopify fulfillment,Total,VAT included,Currency,Cash collected,Cash collected at (Gulf time),Cancelled reason,Returns");
    const listed = await listOrdersForAdmin(db(), { page: 1, q: undefined });
    expect(numbersIn(csv)).toEqual(listed.rows.map((row) => row.orderNumber));
    expect(lines).toHaveLength(3);
    const hostileLine = lines.find((line) => line.startsWith(hostile.orderNumber));
    expect(hostileLine).toContain(`"'=HYPERLINK(""http://evil.example"",""x"")"`);
    const [row] = await db().select().from(orders).where(eq(orders.orderNumber, local.orderNumber));
    expect(lines.find((line) => line.startsWith(local.orderNumber))).toBe(
      [local.orderNumber, gulfDateTime(row!.createdAt), "local", "Layla Haddad", "layla.export@example.ae", "'+971501234567", '"Villa 12, Al Wasl Road"', "Jumeirah", "Dubai", "1 × Matcha Clay Mask", "Placed", "", "", "", row!.totalAmount.toFixed(2), (row!.vatAmountFils! / 100).toFixed(2), "AED", "", "", "", ""].join(","),
    );
    expect(row!.totalAmount.toFixed(2)).toMatch(/^\d+\.\d{2}$/);
    const [audit] = (await auditRows(db())).filter((row) => row.action === "orders.exported");
    expect(audit).toMatchObject({ actorId: testAdmin.id, details: { count: 3, q: null, status: null } });
  });

  test.each([
    ["late evening in Dubai is the next day", "2026-03-01T21:30:00.000Z", "2026-03-02 01:30"],
    ["noon", "2026-03-01T08:00:00.000Z", "2026-03-01 12:00"],
  ])("times are on the shop's clock: %s", (_label, utc, gulf) => {
    expect(gulfDateTime(new Date(utc))).toBe(gulf);
  });

  test.each([
    ["a search by e-mail", "?q=layla.export", () => [local.orderNumber]],
    ["a search by order number", () => `?q=${encodeURIComponent(hostile.orderNumber)}`, () => [hostile.orderNumber]],
    ["the status filter", "?status=cancelled", () => []],
    ["an unknown status, ignored as the list ignores it", "?status=everything&q=shopify.export", () => ["#8001"]],
  ] as const)("filters as the list does: %s", async (_label, query, expected) => {
    jest.mocked(getAdminUser).mockResolvedValue(testAdmin);
    const q = typeof query === "function" ? query() : query;
    const csv = await (await exportWith(q)).text();
    expect(numbersIn(csv)).toEqual(expected());
    const params = Object.fromEntries(new URLSearchParams(q));
    const listed = await listOrdersForAdmin(db(), { page: 1, q: params.q, status: params.status === "cancelled" ? "cancelled" : undefined });
    expect(numbersIn(csv)).toEqual(listed.rows.map((row) => row.orderNumber));
  });
});
