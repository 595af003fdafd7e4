import { randomUUID } from "node:crypto";

import { orders } from "@/lib/db/schema";
import { openTestDatabaseForFile } from "@/tests/unit/support/mocked-request";

jest.mock("@/lib/db", () => jest.requireActual("@/tests/unit/support/mocked-request").mockedDbModule);

import { orderOfShopper, ordersOfShopper } from "@/lib/orders/signed-in-orders";

const db = openTestDatabaseForFile();
beforeAll(async () => {
  const order = (orderNumber: string, email: string, source: "local" | "shopify", createdAt: Date) => ({
    source,
    orderNumber,
    email,
    publicToken: randomUUID(),
    shopifyOrderId: source === "shopify" ? `gid://shopify/Order/${orderNumber.slice(1)}` : null,
    paymentMethod: source === "local" ? "cash_on_delivery" : "shopify",
    totalAmount: 89,
    createdAt,
  });
  await db().insert(orders).values([
    order("#1001", "layla@example.com", "local", new Date("2026-03-01T10:00:00Z")),
    order("#5002", "Layla@Example.com", "shopify", new Date("2026-04-01T10:00:00Z")),
    order("#1003", "someone.else@example.com", "local", new Date("2026-05-01T10:00:00Z")),
  ]);
});

describe("the signed-in shopper's orders", () => {
  test("local and Shopify-synced orders of the confirmed address, newest first, whatever the e-mail's case", async () => {
    const list = await ordersOfShopper({ email: "layla@example.com", emailVerified: true });
    expect(list.map((order) => [order.orderNumber, order.source])).toEqual([
      ["#5002", "shopify"],
      ["#1001", "local"],
    ]);
  });

  test("an unconfirmed address sees no orders, not even by number", async () => {
    expect(await ordersOfShopper({ email: "layla@example.com", emailVerified: false })).toEqual([]);
    expect(await orderOfShopper({ email: "layla@example.com", emailVerified: false }, "1001")).toBeNull();
  });

  test("one order opens in the tracking shape only for its own shopper", async () => {
    expect((await orderOfShopper({ email: "layla@example.com", emailVerified: true }, "1001"))?.order.shopify_order_number).toBe("#1001");
    expect(await orderOfShopper({ email: "layla@example.com", emailVerified: true }, "1003")).toBeNull();
  });
});
