import { randomBytes } from "node:crypto";
import { expect, test } from "@playwright/test";
import postgres from "postgres";

import {
  dropPostgresDatabase,
  e2eBasePort,
  freshPostgresDatabase,
  startIsolatedShop,
  waitForHealth,
  type IsolatedShop,
} from "./support/isolated-shop";
import { trackUnknownOrder } from "./support/track-order-form";

// Issue 6, item 8: a limit counted where every instance sees it. Two real server processes (server.ts on the
// production build) share one fresh Postgres database; the order-tracking form is posted to them the way a
// browser without JavaScript does, alternating between the two and forging X-Forwarded-For on every request.

// The Postgres pass's own database when there is one, so the fresh database is named after it; else the test server.
const PG_URL = process.env.DATABASE_URL ?? process.env.POSTGRES_TEST_URL ?? "postgres://postgres@127.0.0.1:5432/test";
/** Posts the tracking form to `shop` like a browser without JavaScript, claiming to be `forwardedFor`. */
const trackOrder = (shop: IsolatedShop, email: string, forwardedFor: string) =>
  trackUnknownOrder(shop.baseUrl, email, { forwardedFor });
/** rateLimits.trackOrderByClient in lib/rate-limit/limits.ts. */
const CLIENT_LIMIT = 10;

async function postgresAnswers(url: string): Promise<boolean> {
  const sql = postgres(url, { connect_timeout: 3, max: 1, onnotice: () => {} });
  try {
    await sql`select 1`;
    return true;
  } catch {
    return false;
  } finally {
    await sql.end({ timeout: 1 }).catch(() => {});
  }
}

test.describe("rate limits shared by server processes", () => {
  test.describe.configure({ mode: "serial", timeout: 180_000 });

  let databaseUrl = "";
  const shops: IsolatedShop[] = [];

  test.beforeAll(async () => {
    if (!(await postgresAnswers(PG_URL))) {
      console.log(`NOTICE: no Postgres answered at ${PG_URL}; the cross-process rate-limit test is skipped.`);
      test.skip(true, `no Postgres at ${PG_URL}`);
      return;
    }
    databaseUrl = (await freshPostgresDatabase(`rate_limit_${randomBytes(3).toString("hex")}`, PG_URL))!;
    // As `npm start` runs the shop, with no proxy trusted. The first process migrates the fresh database (on its
    // first query) before the second one opens it.
    const env = {
      DATABASE_URL: databaseUrl,
      TRUSTED_PROXY_HOPS: "0",
      COMMERCE_PROVIDER: "local",
      SMTP_URL: "",
      E2E_TEST_HOOKS: "",
    };
    for (const port of [e2eBasePort + 54, e2eBasePort + 55]) {
      const shop = startIsolatedShop(port, env);
      shops.push(shop);
      await waitForHealth(shop.baseUrl);
    }
  });

  test.afterAll(async () => {
    await Promise.all(shops.map((shop) => shop.stop()));
    if (databaseUrl) await dropPostgresDatabase(databaseUrl, PG_URL);
  });

  test("the tracking limit counts across both processes, and a forged X-Forwarded-For never resets it", async () => {
    const [first, second] = shops as [IsolatedShop, IsolatedShop];
    // Each attempt claims another address and asks about another e-mail, so only the per-client limit can stop it.
    const outcomes = [];
    for (let attempt = 0; attempt < CLIENT_LIMIT; attempt += 1) {
      outcomes.push(
        await trackOrder(
          attempt % 2 === 0 ? first : second,
          `guess-${attempt}@example.com`,
          `203.0.113.${attempt + 1}`,
        ),
      );
    }
    expect(outcomes).toEqual(Array(CLIENT_LIMIT).fill("not_found"));

    // Five attempts on each process: alone, neither would have reached the limit of ten.
    expect(await trackOrder(first, "another@example.com", "198.51.100.7")).toBe("throttled");
    expect(await trackOrder(second, "yet-another@example.com", "192.0.2.1, 10.0.0.1")).toBe("throttled");

    // The count is kept under the socket address; none of the forged addresses ever became a key.
    const sql = postgres(databaseUrl, { max: 1, onnotice: () => {} });
    const keys = await sql<{ key: string }[]>`select key from rate_limits where key like 'rl:track-client:%'`;
    await sql.end();
    expect(keys.map((row) => row.key)).toEqual([expect.stringMatching(/^rl:track-client:(::ffff:)?127\.0\.0\.1$/)]);
  });
});
