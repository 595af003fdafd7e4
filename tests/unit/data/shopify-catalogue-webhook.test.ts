import { count } from "drizzle-orm";

import { CATALOGUE_TAG, catalogueItemTag } from "@/lib/commerce/catalogue-tags";
import { webhookEvents } from "@/lib/db/schema";
import { openTestDatabaseForFile } from "@/tests/unit/support/mocked-request";
import { importShopifyWebhookRouteForFile } from "@/tests/unit/support/shopify-webhook-route";
import { webhookRequest } from "@/tests/support/shopify-webhook-fixtures";

jest.mock("@/lib/db", () => jest.requireActual("@/tests/unit/support/mocked-request").mockedDbModule);
jest.mock("next/cache", () => ({ revalidateTag: jest.fn() }));

const { revalidateTag } = jest.requireMock<{ revalidateTag: jest.Mock }>("next/cache");
const db = openTestDatabaseForFile();
const POST = importShopifyWebhookRouteForFile();

const recordedEvents = async () => (await db().select({ n: count() }).from(webhookEvents))[0]?.n;
const revalidated = () => revalidateTag.mock.calls.map(([tag]) => tag as string);

/** A products/update as Shopify sends it (trimmed): the REST product with numeric ids. */
const productUpdate = (overrides: Record<string, unknown> = {}) => ({
  id: 8_001_000_000_002,
  title: "Collagen Essence",
  handle: "collagen-essence",
  status: "active",
  variants: [{ id: 4_801_000_000_002, price: "104.00", compare_at_price: null, inventory_item_id: 4_900_000_000_002 }],
  updated_at: "2026-11-26T10:00:00+04:00",
  ...overrides,
});
const inventoryLevelUpdate = { inventory_item_id: 4_900_000_000_002, location_id: 6_100_000_001, available: 0, updated_at: "2026-11-26T10:00:00+04:00" };

beforeEach(() => revalidateTag.mockClear());

describe("catalogue webhooks on POST /api/webhooks/shopify", () => {
  test("a signed products/update makes that product's figures stale at once", async () => {
    const response = await POST(webhookRequest("products/update", productUpdate(), { id: "cat-1" }));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ outcome: "applied" });
    expect(revalidateTag.mock.calls).toEqual([[catalogueItemTag("collagen-essence"), { expire: 0 }]]);
  });

  test("a replayed delivery answers 200 and revalidates nothing again", async () => {
    await POST(webhookRequest("products/update", productUpdate(), { id: "cat-2" }));
    revalidateTag.mockClear();
    const replay = await POST(webhookRequest("products/update", productUpdate(), { id: "cat-2" }));
    expect(replay.status).toBe(200);
    expect(await replay.json()).toEqual({ outcome: "duplicate" });
    expect(revalidated()).toEqual([]);
  });

  test("the product is found by its Shopify id even when its handle was changed in Shopify", async () => {
    await POST(webhookRequest("products/update", productUpdate({ handle: "collagen-essence-50ml" }), { id: "cat-3" }));
    expect(revalidated()).toEqual([catalogueItemTag("collagen-essence")]);
  });

  test("inventory_levels/update refreshes every catalogue reading (it names only an inventory item)", async () => {
    const response = await POST(webhookRequest("inventory_levels/update", inventoryLevelUpdate, { id: "cat-4" }));
    expect(await response.json()).toEqual({ outcome: "applied" });
    expect(revalidated()).toEqual([CATALOGUE_TAG]);
  });

  test("a product the shop does not sell is recorded and ignored", async () => {
    const response = await POST(webhookRequest("products/update", productUpdate({ id: 9_999, handle: "gift-card" }), { id: "cat-5" }));
    expect(await response.json()).toEqual({ outcome: "ignored" });
    expect(revalidated()).toEqual([]);
  });

  test.each([
    ["a missing signature", null],
    ["a forged signature", "bm90IHRoZSBzaWduYXR1cmU="],
  ])("%s is refused with 401 and changes nothing", async (_label, signature) => {
    const before = await recordedEvents();
    const response = await POST(webhookRequest("products/update", productUpdate(), { id: "cat-bad", signature }));
    expect(response.status).toBe(401);
    expect(revalidated()).toEqual([]);
    expect(await recordedEvents()).toBe(before);
  });

  test("a payload that is not Shopify's answers 400 and changes nothing", async () => {
    const response = await POST(webhookRequest("inventory_levels/update", { available: "lots" }, { id: "cat-6" }));
    expect(response.status).toBe(400);
    expect(revalidated()).toEqual([]);
  });
});
