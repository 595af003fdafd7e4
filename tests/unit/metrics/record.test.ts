import { countOrderPlaced, countRateLimitRefusal, countWebhookFailures } from "@/lib/metrics/record";
import { shopMetrics } from "@/lib/metrics/registry";

const settled = () => new Promise((resolve) => setTimeout(resolve, 20));
const valueOf = async (name: string, labels: Record<string, string>) => {
  const metric = await shopMetrics().registry.getSingleMetric(name)?.get();
  const entry = metric?.values.find((value) =>
    Object.entries(labels).every(([key, wanted]) => value.labels[key] === wanted),
  );
  return entry?.value ?? 0;
};

describe("counting", () => {
  test("orders by payment method", async () => {
    countOrderPlaced("cash_on_delivery");
    countOrderPlaced("cash_on_delivery");
    countOrderPlaced("online");
    await settled();
    expect(await valueOf("shop_orders_placed_total", { method: "cash_on_delivery" })).toBe(2);
    expect(await valueOf("shop_orders_placed_total", { method: "online" })).toBe(1);
  });

  test("rate-limit refusals by limit", async () => {
    countRateLimitRefusal("cod-order-client");
    await settled();
    expect(await valueOf("shop_rate_limit_refusals_total", { limit: "cod-order-client" })).toBe(1);
  });

  test.each([
    [401, "signature"],
    [400, "invalid"],
    [413, "invalid"],
    [500, "processing"],
    [503, "processing"],
  ])("a webhook answered %i counts as a %s failure, and the answer passes through", async (status, reason) => {
    const before = await valueOf("shop_webhook_failures_total", { source: "stripe", reason });
    const response = await countWebhookFailures("stripe", Promise.resolve(new Response(null, { status })));
    expect(response.status).toBe(status);
    await settled();
    expect(await valueOf("shop_webhook_failures_total", { source: "stripe", reason })).toBe(before + 1);
  });

  test.each([200, 404])("a webhook answered %i is no failure", async (status) => {
    const total = async () =>
      ((await shopMetrics().registry.getSingleMetric("shop_webhook_failures_total")?.get())?.values ?? []).reduce(
        (sum, value) => sum + value.value,
        0,
      );
    const before = await total();
    await countWebhookFailures("shopify", Promise.resolve(new Response(null, { status })));
    await settled();
    expect(await total()).toBe(before);
  });

  test("a webhook handler that throws counts as a processing failure and still throws", async () => {
    await expect(countWebhookFailures("checkout-com", Promise.reject(new Error("boom")))).rejects.toThrow("boom");
    await settled();
    expect(await valueOf("shop_webhook_failures_total", { source: "checkout-com", reason: "processing" })).toBe(1);
  });
});
