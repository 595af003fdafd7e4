import { count } from "drizzle-orm";

import { orderItems, orders, webhookEvents } from "@/lib/db/schema";
import { openTestDatabaseForFile } from "@/tests/unit/support/mocked-request";
import { importShopifyWebhookRouteForFile } from "@/tests/unit/support/shopify-webhook-route";
import { shopifyOrderPayload, webhookRequest } from "@/tests/support/shopify-webhook-fixtures";

jest.mock("@/lib/db", () => jest.requireActual("@/tests/unit/support/mocked-request").mockedDbModule);

const db = openTestDatabaseForFile();
const POST = importShopifyWebhookRouteForFile();

const rows = async () => ({
  orders: (await db().select({ n: count() }).from(orders))[0]?.n,
  items: (await db().select({ n: count() }).from(orderItems))[0]?.n,
  events: (await db().select({ n: count() }).from(webhookEvents))[0]?.n,
});

// Shopify retries a delivery it saw no 200 for, and may send it again while the first is still being processed.
describe("a webhook delivered twice at the same time", () => {
  test("stores one order with its lines once, and both deliveries get 200", async () => {
    const deliveries = await Promise.all(
      Array.from({ length: 2 }, () => POST(webhookRequest("orders/create", shopifyOrderPayload(), { id: "evt-concurrent" }))),
    );
    expect(deliveries.map((response) => response.status)).toEqual([200, 200]);
    expect(await rows()).toEqual({ orders: 1, items: 1, events: 1 });
  });

  test("the same order under two delivery ids (orders/create and orders/updated at once) is still one order", async () => {
    const payload = shopifyOrderPayload({ id: 5_600_000_000_777, order_number: 1777, name: "#1777" });
    const responses = await Promise.all([
      POST(webhookRequest("orders/create", payload, { id: "evt-create-777" })),
      POST(webhookRequest("orders/updated", payload, { id: "evt-update-777" })),
    ]);
    expect(responses.map((response) => response.status)).toEqual([200, 200]);
    expect(await rows()).toMatchObject({ orders: 2, items: 2 });
  });
});
