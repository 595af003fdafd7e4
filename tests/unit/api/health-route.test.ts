import type { CommerceProvider } from "@/lib/commerce/types";

const mockGetDb = jest.fn();
const mockGetCommerce = jest.fn();
jest.mock("@/lib/db", () => ({ getDb: () => mockGetDb() }));
jest.mock("@/lib/commerce", () => ({ getCommerce: () => mockGetCommerce() }));

import { GET } from "@/app/api/health/route";
import { HEALTH_REUSE_MS } from "@/lib/health/recent-health";

const workingDb = { execute: async () => ({ rows: [{ "?column?": 1 }] }) };
const commerceAnswering = (ok: boolean) =>
  ({ name: "Shopify", checkHealth: async () => ({ ok, provider: "Shopify" }) }) as unknown as CommerceProvider;

let clock = Date.parse("2026-11-23T12:00:00Z");
beforeEach(() => {
  // Each test starts after the previous test's check has expired.
  clock += HEALTH_REUSE_MS * 2;
  jest.useFakeTimers({
    now: clock,
    doNotFake: ["setTimeout", "clearTimeout", "setImmediate", "nextTick", "queueMicrotask"],
  });
  jest.spyOn(console, "error").mockImplementation(() => {});
  mockGetDb.mockResolvedValue(workingDb);
  mockGetCommerce.mockReturnValue(commerceAnswering(true));
});
afterEach(() => {
  jest.restoreAllMocks();
  jest.useRealTimers();
});

describe("GET /api/health", () => {
  test("answers 200 with both parts ok, never cached", async () => {
    const response = await GET();
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(await response.json()).toEqual({ database: "ok", commerce: "ok", provider: "Shopify" });
  });

  test.each([
    [
      "the database cannot be opened",
      () => mockGetDb.mockRejectedValue(new Error("ECONNREFUSED")),
      { database: "error", commerce: "ok", provider: "Shopify" },
    ],
    // The name is what lets the shop's Connection Failed notice say which provider is down.
    [
      "the commerce provider reports a failure",
      () => mockGetCommerce.mockReturnValue(commerceAnswering(false)),
      { database: "ok", commerce: "error", provider: "Shopify" },
    ],
    [
      "the commerce provider cannot even be created",
      () =>
        mockGetCommerce.mockImplementation(() => {
          throw new Error("not configured");
        }),
      { database: "ok", commerce: "error" },
    ],
  ])("answers 503 naming the failed part when %s", async (_label, breakIt, body) => {
    breakIt();
    const response = await GET();
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual(body);
  });

  test("a burst of probes shares one check; the next window checks again", async () => {
    const execute = jest.fn(async () => ({ rows: [] }));
    mockGetDb.mockResolvedValue({ execute });
    const burst = await Promise.all(Array.from({ length: 20 }, () => GET()));
    expect(burst.every((response) => response.status === 200)).toBe(true);
    expect(execute).toHaveBeenCalledTimes(1);

    jest.setSystemTime(Date.now() + HEALTH_REUSE_MS + 1);
    mockGetDb.mockRejectedValue(new Error("ECONNREFUSED"));
    expect((await GET()).status).toBe(503);
  });
});
