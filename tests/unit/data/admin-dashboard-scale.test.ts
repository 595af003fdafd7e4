import { sql } from "drizzle-orm";

import { readDashboard } from "@/lib/admin/dashboard/read-dashboard";
import { seedOrdersStatement } from "@/scripts/seed-orders.mjs";
import { openTestDatabaseForFile } from "@/tests/unit/support/mocked-request";

jest.mock("@/lib/db", () => jest.requireActual("@/tests/unit/support/mocked-request").mockedDbModule);

const db = openTestDatabaseForFile();
// The 300 ms promise is about the production database; PGlite (one in-process connection) runs a smaller sample.
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
// The figure is a measurement, not a gate of the shared CI machine (where Lighthouse runs beside it): the run that
// holds the dashboard to 300 ms is DASHBOARD_BENCH=1 on a quiet machine (docs/performance.md, "The dashboard").
const gateOnTime = onPostgres && process.env.DASHBOARD_BENCH === "1";
const seeded = onPostgres ? 50_000 : 5_000;

jest.setTimeout(180_000);

describe(`the dashboard with ${seeded} orders`, () => {
  beforeAll(async () => {
    await db().execute(sql.raw(seedOrdersStatement(seeded, "BENCH")));
    if (onPostgres) await db().execute(sql.raw("analyze orders; analyze order_items"));
  });

  test.each([30, 90] as const)("answers within 300 ms over %i days (warm, median of 5)", async (range) => {
    await readDashboard(db(), range);
    const times: number[] = [];
    for (let run = 0; run < 5; run += 1) {
      const started = performance.now();
      const dashboard = await readDashboard(db(), range);
      times.push(performance.now() - started);
      expect(dashboard.daily).toHaveLength(range);
      expect(dashboard.topProducts.length).toBeGreaterThan(0);
    }
    const median = times.sort((a, b) => a - b)[2]!;
    console.log(`[bench] dashboard ${range} days, ${seeded} orders on ${onPostgres ? "Postgres" : "PGlite"}: median ${median.toFixed(1)} ms (${times.map((t) => t.toFixed(0)).join(", ")})`);
    if (gateOnTime) expect(median).toBeLessThan(300);
  });
});
