import { metricsResponse, scrapeAccess } from "@/lib/metrics/scrape";

const token = "a-metrics-token-of-some-length";
const backlog = async () => ({ pending: 3, oldestAgeSeconds: 42.5 });
const scrapeWith = (
  authorization: string | undefined,
  // null: METRICS_TOKEN unset.
  { configured = token as string | null, readBacklog = backlog } = {},
) =>
  metricsResponse(new Request("http://shop.test/api/metrics", { headers: authorization ? { authorization } : {} }), {
    token: configured ?? undefined,
    readBacklog,
  });

beforeEach(() => jest.spyOn(console, "error").mockImplementation(() => {}));
afterEach(() => jest.restoreAllMocks());

describe("GET /api/metrics", () => {
  test("does not exist while METRICS_TOKEN is unset, whatever is sent", async () => {
    for (const authorization of [undefined, `Bearer ${token}`]) {
      const response = await scrapeWith(authorization, { configured: null });
      expect(response.status).toBe(404);
      expect(await response.text()).not.toContain("shop_");
    }
  });

  test.each([
    ["no Authorization header", undefined],
    ["a wrong token", "Bearer not-the-metrics-token-at-all"],
    ["the token with one character more", `Bearer ${token}x`],
    ["a prefix of the token", `Bearer ${token.slice(0, 10)}`],
    ["the token under another scheme", `Basic ${token}`],
    ["the token alone", token],
    ["an empty bearer", "Bearer "],
  ])("answers 401 with a Bearer challenge to %s", async (_case, authorization) => {
    const response = await scrapeWith(authorization);
    expect(response.status).toBe(401);
    expect(response.headers.get("www-authenticate")).toMatch(/^Bearer/);
    expect(await response.text()).not.toContain("shop_");
  });

  test("answers the registry's text in its content type to the right token", async () => {
    const response = await scrapeWith(`Bearer ${token}`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(response.headers.get("cache-control")).toBe("no-store");
    const text = await response.text();
    expect(text).toMatch(/^shop_outbox_pending 3$/m);
    expect(text).toMatch(/^shop_outbox_oldest_age_seconds 42\.5$/m);
    for (const name of [
      "shop_http_requests_total",
      "shop_http_request_duration_seconds",
      "shop_orders_placed_total",
      "shop_webhook_failures_total",
      "shop_rate_limit_refusals_total",
      "process_cpu_seconds_total",
    ])
      expect(text).toContain(`# TYPE ${name} `);
  });

  test("an unreadable outbox reads NaN, not the last count", async () => {
    await scrapeWith(`Bearer ${token}`);
    const response = await scrapeWith(`Bearer ${token}`, {
      readBacklog: async () => {
        throw new Error("ECONNREFUSED");
      },
    });
    expect(response.status).toBe(200);
    const text = await response.text();
    expect(text).toMatch(/^shop_outbox_pending Nan$/im);
    expect(text).toMatch(/^shop_outbox_oldest_age_seconds Nan$/im);
  });
});

describe("scrapeAccess", () => {
  test.each([
    [undefined, `Bearer ${token}`, "not_found"],
    ["", `Bearer ${token}`, "not_found"],
    [token, null, "unauthorized"],
    [token, `bearer ${token}`, "allowed"],
    [token, `Bearer ${token}`, "allowed"],
  ] as const)("token %p, header %p: %s", (configured, header, expected) => {
    expect(scrapeAccess(header, configured)).toBe(expected);
  });
});
