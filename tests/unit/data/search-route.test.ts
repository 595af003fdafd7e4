import type { createLocalProvider } from "@/lib/commerce/local/provider";
import { rateLimits } from "@/lib/rate-limit/limits";
import { freshClientAddress } from "@/tests/support/client-address";
import { mockedRequest, openTestDatabaseForFile } from "@/tests/unit/support/mocked-request";

jest.mock("@/lib/db", () => jest.requireActual("@/tests/unit/support/mocked-request").mockedDbModule);
jest.mock("next/headers", () => jest.requireActual("@/tests/unit/support/mocked-request").mockedHeadersModule);
// The local provider on the file's database, reading its figures there instead of through Next.js's cache.
jest.mock("@/lib/commerce", () => {
  const { createLocalProvider: create } = jest.requireActual("@/lib/commerce/local/provider");
  const { mockedDbModule: dbModule } = jest.requireActual("@/tests/unit/support/mocked-request");
  const provider = (create as typeof createLocalProvider)(dbModule.getDb);
  return { getCommerce: () => provider };
});

type Get = (request: Request) => Promise<Response>;
let GET: Get;
const logs: jest.SpyInstance[] = [];

openTestDatabaseForFile();
beforeAll(async () => {
  ({ GET } = (await import("@/app/api/search/route")) as { GET: Get });
});
beforeEach(() => {
  mockedRequest.clientAddress = freshClientAddress();
  for (const method of ["log", "info", "warn", "error"] as const)
    logs.push(jest.spyOn(console, method).mockImplementation(() => {}));
});
afterEach(() => logs.splice(0).forEach((spy) => spy.mockRestore()));

const ask = (query: Record<string, string>) =>
  GET(new Request(`http://127.0.0.1/api/search?${new URLSearchParams(query)}`));

describe("GET /api/search", () => {
  test("suggests the mask for 'مأسك' on /ar, as an Arabic link, and logs nothing of the query", async () => {
    const response = await ask({ q: "مأسك", locale: "ar" });
    expect(response.status).toBe(200);
    const { suggestions } = (await response.json()) as { suggestions: { title: string; href: string }[] };
    expect(suggestions[0]).toMatchObject({ title: "قناع الطين بالماتشا", href: "/ar/products/matcha-clay-mask" });
    for (const spy of logs) expect(JSON.stringify(spy.mock.calls)).not.toContain("مأسك");
  });

  test.each([
    ["no locale", { q: "clay" }],
    ["an unknown locale", { q: "clay", locale: "fr" }],
    ["an unexpected parameter", { q: "clay", locale: "en", email: "a@b.example" }],
  ])("refuses %s with 400", async (_case, query) => {
    expect((await ask(query)).status).toBe(400);
  });

  test("a client over the limit is refused with 429 and a time to wait", async () => {
    await rateLimits.searchByClient.block(mockedRequest.clientAddress, 60);
    const response = await ask({ q: "clay", locale: "en" });
    expect(response.status).toBe(429);
    expect(Number(response.headers.get("Retry-After"))).toBeGreaterThan(0);
  });
});
