import type * as RatesRoute from "@/app/api/rates/route";
import { openTestDatabaseForFile } from "@/tests/unit/support/mocked-request";
import { startRateSourceServer, type RateSourceServer } from "../../support/rate-source-server.mjs";

let source: RateSourceServer;
jest.mock("@/lib/db", () => jest.requireActual("@/tests/unit/support/mocked-request").mockedDbModule);

let GET: typeof RatesRoute.GET;

openTestDatabaseForFile();
beforeAll(async () => {
  source = await startRateSourceServer();
  // lib/env reads the environment once, on first import.
  process.env.EXCHANGE_RATES_PRIMARY_URL = source.ratesUrl;
  process.env.EXCHANGE_RATES_FALLBACK_URL = source.ratesUrl;
  ({ GET } = await import("@/app/api/rates/route"));
});
afterAll(() => source.close());

const ask = (query = "") => GET(new Request(`http://shop.test/api/rates${query}`));

describe("GET /api/rates", () => {
  test("answers AED only at first, briefly cacheable, then the supported rates for an hour's worth of visitors", async () => {
    const first = await ask();
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ base: "AED", rates: { AED: 1 }, fetchedAt: null });
    expect(first.headers.get("cache-control")).toContain("max-age=30");

    await (await import("@/lib/currency/rates")).getExchangeRates().pending();
    const second = await ask();
    const body = (await second.json()) as { rates: Record<string, number> };
    expect(Object.keys(body.rates)).toEqual(["AED", "SAR", "KWD", "QAR", "BHD", "OMR", "USD", "EUR", "GBP", "JPY", "KRW"]);
    expect(body.rates).not.toHaveProperty("BTC");
    expect(second.headers.get("cache-control")).toMatch(/^public, max-age=600/);
  });

  test("refuses unknown query parameters", async () => {
    expect((await ask("?currency=SAR")).status).toBe(400);
  });
});
