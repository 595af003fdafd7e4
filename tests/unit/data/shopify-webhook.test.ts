import { count, eq } from "drizzle-orm";

import { orders, webhookEvents } from "@/lib/db/schema";
import { lookupOrderForTracking } from "@/lib/orders/lookup-order";
import { MAX_WEBHOOK_BODY_BYTES } from "@/lib/orders/shopify-webhook";
import { openTestDatabaseForFile } from "@/tests/unit/support/mocked-request";
import { importShopifyWebhookRouteForFile } from "@/tests/unit/support/shopify-webhook-route";
import { fulfillmentPayload, shopifyOrderPayload, webhookRequest } from "@/tests/support/shopify-webhook-fixtures";

jest.mock("@/lib/db", () => jest.requireActual("@/tests/unit/support/mocked-request").mockedDbModule);

const db = openTestDatabaseForFile();
const POST = importShopifyWebhookRouteForFile();

const rowCounts = async () => ({
  orders: (await db().select({ n: count() }).from(orders))[0]?.n,
  events: (await db().select({ n: count() }).from(webhookEvents))[0]?.n,
});
const track = () => lookupOrderForTracking(db(), "layla@example.com", "#1042");
const storedAmounts = async (shopifyOrderId: string) =>
  (await db().select({ subtotal: orders.subtotalAmount, shipping: orders.shippingAmount, total: orders.totalAmount }).from(orders).where(eq(orders.shopifyOrderId, shopifyOrderId)))[0];

describe("POST /api/webhooks/shopify", () => {
  test.each([
    ["a missing signature", null],
    ["a signature made with another secret", "forged"],
    ["a garbage signature", "not base64 at all"],
  ])("answers 401 and writes nothing for %s", async (_label, signature) => {
    const forged = signature === "forged" ? undefined : signature;
    const request = webhookRequest("orders/create", shopifyOrderPayload(), { id: "evt-bad", signature: forged, secret: signature === "forged" ? "other-secret" : undefined });

    const response = await POST(request);
    expect(response.status).toBe(401);
    expect(await rowCounts()).toEqual({ orders: 0, events: 0 });
  });

  test("stores a signed orders/create with every tracking field", async () => {
    const response = await POST(webhookRequest("orders/create", shopifyOrderPayload(), { id: "evt-1" }));
    expect(response.status).toBe(200);

    const result = await track();
    expect(result?.order).toMatchObject({
      shopify_order_number: "#1042",
      status: "open",
      financial_status: "paid",
      fulfillment_status: "unfulfilled",
      total_amount: 239,
      subtotal_amount: 239,
      shipping_amount: 0,
      currency: "AED",
      delivery_area: { city: "Dubai Marina", province: "Dubai", country: "United Arab Emirates" },
      tracking_number: null,
    });
    expect(new Date(result!.order.created_at).toISOString()).toBe("2026-03-01T06:00:00.000Z");
    expect(result?.items).toEqual([{ title: "Matcha Ritual Set", variant_title: null, quantity: 1, price: 239, total_price: 239 }]);
    expect(await storedAmounts("5600000000001")).toEqual({ subtotal: 239, shipping: 0, total: 239 });
  });

  test("a replayed delivery answers 200 and changes nothing", async () => {
    const replay = shopifyOrderPayload({ financial_status: "refunded", updated_at: "2026-03-05T10:00:00+04:00" });
    const response = await POST(webhookRequest("orders/create", replay, { id: "evt-1" }));

    expect(response.status).toBe(200);
    expect((await track())?.order.financial_status).toBe("paid");
    expect(await rowCounts()).toEqual({ orders: 1, events: 1 });
  });

  test("orders/updated refreshes the order; a fulfillment adds its tracking", async () => {
    const updated = shopifyOrderPayload({
      updated_at: "2026-03-02T08:00:00+04:00",
      line_items: [
        { title: "Matcha Ritual Set", variant_title: null, quantity: 1, price: "239.00", variant_id: 4801000000010 },
        { title: "Collagen Essence", variant_title: "50ml", quantity: 2, price: "94.00", variant_id: 4801000000002 },
      ],
      total_price: "427.00",
      subtotal_price: "427.00",
    });
    expect((await POST(webhookRequest("orders/updated", updated, { id: "evt-2" }))).status).toBe(200);
    expect((await track())?.items).toHaveLength(2);

    const shipped = fulfillmentPayload({ line_items: [{ quantity: 3 }] });
    expect((await POST(webhookRequest("fulfillments/create", shipped, { id: "evt-3" }))).status).toBe(200);

    expect((await track())?.order).toMatchObject({
      total_amount: 427,
      fulfillment_status: "fulfilled",
      tracking_company: "Aramex",
      tracking_number: "AX123456789AE",
      tracking_url: "https://www.aramex.com/track/results?ShipmentNumber=AX123456789AE",
    });
    expect((await track())?.items[1]).toEqual({ title: "Collagen Essence", variant_title: "50ml", quantity: 2, price: 94, total_price: 188 });
  });

  test("a later orders/updated without fulfillments keeps the tracking; an older one is ignored", async () => {
    const newer = shopifyOrderPayload({ fulfillment_status: "fulfilled", updated_at: "2026-03-03T08:00:00+04:00", total_price: "427.00", subtotal_price: "427.00" });
    await POST(webhookRequest("orders/updated", { ...newer, fulfillments: undefined }, { id: "evt-4" }));
    expect((await track())?.order).toMatchObject({ fulfillment_status: "fulfilled", tracking_number: "AX123456789AE" });

    const stale = shopifyOrderPayload({ financial_status: "pending", updated_at: "2026-03-01T12:00:00+04:00" });
    expect((await POST(webhookRequest("orders/updated", stale, { id: "evt-5" }))).status).toBe(200);
    expect((await track())?.order.financial_status).toBe("paid");
  });

  test("a fulfillment update with a new tracking number replaces the old one", async () => {
    const update = fulfillmentPayload({ tracking_number: "AX999", tracking_url: "https://www.aramex.com/track/results?ShipmentNumber=AX999", updated_at: "2026-03-04T09:00:00+04:00" });
    await POST(webhookRequest("fulfillments/update", update, { id: "evt-6" }));
    expect((await track())?.order).toMatchObject({ tracking_number: "AX999", tracking_company: "Aramex" });
  });

  test("an older fulfillment resent under a new delivery id does not overwrite newer tracking", async () => {
    const stale = fulfillmentPayload({ tracking_number: "AX-OLD", tracking_url: "https://www.aramex.com/track/results?ShipmentNumber=AX-OLD", updated_at: "2026-03-02T09:00:00+04:00" });
    expect((await POST(webhookRequest("fulfillments/update", stale, { id: "evt-6-resent" }))).status).toBe(200);
    expect((await track())?.order).toMatchObject({ tracking_number: "AX999" });
  });

  test("stores Shopify's subtotal and shipping; a later payload without them keeps what was stored", async () => {
    const cleanserOrder = {
      id: 5_600_000_000_002,
      order_number: 1043,
      total_price: "104.00",
      subtotal_price: "89.00",
      total_shipping_price_set: { shop_money: { amount: "15.00", currency_code: "AED" } },
      line_items: [{ title: "Gentle Cleanser", variant_title: null, quantity: 1, price: "89.00", variant_id: 4801000000003 }],
    };
    await POST(webhookRequest("orders/create", shopifyOrderPayload(cleanserOrder), { id: "evt-8" }));
    expect(await storedAmounts("5600000000002")).toEqual({ subtotal: 89, shipping: 15, total: 104 });

    const withoutAmounts = shopifyOrderPayload({ ...cleanserOrder, subtotal_price: undefined, total_shipping_price_set: undefined, financial_status: "partially_refunded", updated_at: "2026-03-02T10:00:00+04:00" });
    expect((await POST(webhookRequest("orders/updated", withoutAmounts, { id: "evt-9" }))).status).toBe(200);
    expect((await lookupOrderForTracking(db(), "layla@example.com", "#1043"))?.order.financial_status).toBe("partially_refunded");
    expect(await storedAmounts("5600000000002")).toEqual({ subtotal: 89, shipping: 15, total: 104 });
  });

  test("refuses an oversized body with 413 before reading it, declared or streamed", async () => {
    const before = await rowCounts();
    const huge = "x".repeat(MAX_WEBHOOK_BODY_BYTES + 1);
    const declared = webhookRequest("orders/create", { padding: huge }, { id: "evt-huge" });
    expect((await POST(declared)).status).toBe(413);

    let pulled = 0;
    const chunk = new Uint8Array(64 * 1024);
    // No Content-Length: the body arrives as an endless stream, and reading must stop right after the limit.
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled += chunk.byteLength;
        controller.enqueue(chunk);
      },
    });
    const streamed = new Request("http://127.0.0.1/api/webhooks/shopify", { method: "POST", body: endless, headers: declared.headers, duplex: "half" } as RequestInit);
    streamed.headers.delete("content-length");
    expect((await POST(streamed)).status).toBe(413);
    expect(pulled).toBeLessThan(MAX_WEBHOOK_BODY_BYTES * 2);
    expect(await rowCounts()).toEqual(before);
  });

  test("a signed payload that is not an order answers 400 and is not recorded", async () => {
    const before = await rowCounts();
    const response = await POST(webhookRequest("orders/create", { hello: "world" }, { id: "evt-7" }));
    expect(response.status).toBe(400);
    expect(await rowCounts()).toEqual(before);
  });
});
