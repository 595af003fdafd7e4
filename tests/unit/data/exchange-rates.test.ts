import { exchangeRates as exchangeRateRows } from "@/lib/db/schema";
import { createExchangeRates, type ExchangeRatesOptions } from "@/lib/currency/exchange-rates";
import { createTestDb, type TestDb } from "@/tests/support/test-db";
import { startRateSourceServer, type RateSourceServer } from "../../support/rate-source-server.mjs";

let testDb: TestDb;
let primary: RateSourceServer;
let fallback: RateSourceServer;
let clock = Date.parse("2026-11-23T12:00:00Z");

beforeAll(async () => {
  [testDb, primary, fallback] = await Promise.all([createTestDb(), startRateSourceServer(), startRateSourceServer()]);
});
afterAll(() => Promise.all([testDb.close(), primary.close(), fallback.close()]));
beforeEach(async () => {
  await testDb.db.delete(exchangeRateRows);
  primary.setMode("ok");
  fallback.setMode("ok");
  fallback.setRates({ sar: 1.5, usd: 0.3 });
  jest.spyOn(console, "warn").mockImplementation(() => {});
});
afterEach(() => jest.restoreAllMocks());

function rates(overrides: Partial<ExchangeRatesOptions> = {}) {
  return createExchangeRates({ getDb: async () => testDb.db, sources: [primary.ratesUrl, fallback.ratesUrl], timeoutMs: 300, now: () => clock, ...overrides });
}

/** Asks once (which starts the refresh), waits for the refresh, and asks again. */
async function afterRefresh(service: ReturnType<typeof rates>) {
  const first = await service.current();
  await service.pending();
  return { first, second: await service.current() };
}

describe("exchange rates", () => {
  test("the first visitor gets AED at once; the table from the first source is stored for the next", async () => {
    const { first, second } = await afterRefresh(rates());
    expect(first).toEqual({ base: "AED", rates: { AED: 1 }, fetchedAt: null });
    expect(second.rates).toEqual({ AED: 1, SAR: 1.02, KWD: 0.0837, QAR: 0.99, BHD: 0.1026, OMR: 0.1048, USD: 0.2723, EUR: 0.25, GBP: 0.2143, JPY: 41.5, KRW: 380 });
    const [row] = await testDb.db.select().from(exchangeRateRows);
    expect(row?.source).toBe(primary.ratesUrl);
  });

  test.each([
    ["down", "down"],
    ["malformed", "malformed"],
    ["answering without an aed map", "no-aed"],
  ] as const)("first source %s: the second one is used", async (_label, mode) => {
    primary.setMode(mode);
    const { second } = await afterRefresh(rates());
    expect(second.rates).toEqual({ AED: 1, SAR: 1.5, USD: 0.3 });
  });

  test("keeps only finite positive numbers", async () => {
    primary.setMode("non-numeric");
    const { second } = await afterRefresh(rates());
    expect(second.rates).toEqual({ AED: 1, KWD: 0.0837 });
  });

  test("a source that hangs past the time-out is given up on, without delaying the page", async () => {
    primary.setMode("hang");
    const service = rates({ timeoutMs: 200 });
    const started = Date.now();
    await service.current();
    expect(Date.now() - started).toBeLessThan(150);
    await service.pending();
    expect((await service.current()).rates.SAR).toBe(1.5);
  });

  test("both down with no table ever fetched: AED only, and no error", async () => {
    primary.setMode("down");
    fallback.setMode("down");
    const { first, second } = await afterRefresh(rates());
    expect(first.rates).toEqual({ AED: 1 });
    expect(second.rates).toEqual({ AED: 1 });
  });

  test("both down later: the last good table stays, and rates refresh again once the sources are back", async () => {
    const service = rates({ retryAfterFailureMs: 60_000 });
    await afterRefresh(service);
    primary.setMode("down");
    fallback.setMode("down");
    clock += 3_600_001;
    const { second: stale } = await afterRefresh(service);
    expect(stale.rates.SAR).toBe(1.02);

    primary.setMode("ok");
    primary.setRates({ sar: 1.03 });
    clock += 60_001;
    const { second: fresh } = await afterRefresh(service);
    expect(fresh.rates).toEqual({ AED: 1, SAR: 1.03 });
    expect(fresh.fetchedAt).toBe(new Date(clock).toISOString());
    primary.setRates((await import("../../support/rate-source-server.mjs")).defaultAedRates);
  });

  test("a fresh table is served from the database without asking the sources", async () => {
    const service = rates();
    await afterRefresh(service);
    const before = primary.requests;
    clock += 59 * 60_000;
    await service.current();
    expect(service.pending()).toBeUndefined();
    expect(primary.requests).toBe(before);
  });

  test("many visitors at once start one fetch (single flight)", async () => {
    const service = rates();
    const before = primary.requests;
    await Promise.all(Array.from({ length: 10 }, () => service.current()));
    await service.pending();
    expect(primary.requests - before).toBe(1);
  });
});
