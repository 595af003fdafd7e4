import type { CommerceProvider } from "@/lib/commerce/types";

const mockGetDb = jest.fn();
const mockGetCommerce = jest.fn();
jest.mock("@/lib/db", () => ({ getDb: () => mockGetDb() }));
jest.mock("@/lib/commerce", () => ({ getCommerce: () => mockGetCommerce() }));

import { GET } from "@/app/api/health/route";

const workingDb = { execute: async () => ({ rows: [{ "?column?": 1 }] }) };
const commerceAnswering = (ok: boolean) => ({ name: "Shopify", checkHealth: async () => ({ ok, provider: "Shopify" }) }) as unknown as CommerceProvider;

beforeEach(() => {
  jest.spyOn(console, "error").mockImplementation(() => {});
  mockGetDb.mockResolvedValue(workingDb);
  mockGetCommerce.mockReturnValue(commerceAnswering(true));
});
afterEach(() => jest.restoreAllMocks());

describe("GET /api/health", () => {
  test("answers 200 with both parts ok, never cached", async () => {
    const response = await GET();
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(await response.json()).toEqual({ database: "ok", commerce: "ok", provider: "Shopify" });
  });

  test.each([
    ["the database cannot be opened", () => mockGetDb.mockRejectedValue(new Error("ECONNREFUSED")), { database: "error", commerce: "ok", provider: "Shopify" }],
    // The name is what lets the shop's Connection Failed notice say which provider is down.
    ["the commerce provider reports a failure", () => mockGetCommerce.mockReturnValue(commerceAnswering(false)), { database: "ok", commerce: "error", provider: "Shopify" }],
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
});
