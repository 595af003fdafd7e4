import { spawn, type ChildProcessWithoutNullStreams } from "node:child_process";
import { randomBytes } from "node:crypto";
import { expect, test } from "@playwright/test";
import postgres from "postgres";

// Issue 6, item 8: a limit counted where every instance sees it. Two real server processes (server.mjs on the
// production build) share one fresh Postgres database; the order-tracking form is posted to them the way a
// browser without JavaScript does, alternating between the two and forging X-Forwarded-For on every request.

const PG_URL = process.env.POSTGRES_TEST_URL ?? "postgres://postgres@127.0.0.1:5432/test";
const NOT_FOUND = "Order not found. Please check your email and order number.";
const THROTTLED = "Too many requests. Please wait a moment.";
/** rateLimits.trackOrderByClient in lib/rate-limit/limits.ts. */
const CLIENT_LIMIT = 10;

type Shop = { url: string; child: ChildProcessWithoutNullStreams };

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

/** `node server.mjs` on a port the system picks, as `npm start` runs the shop, with no proxy trusted. */
function startShop(databaseUrl: string): Promise<Shop> {
  const child = spawn(process.execPath, ["server.mjs", "-p", "0", "-H", "127.0.0.1"], {
    env: { ...process.env, DATABASE_URL: databaseUrl, TRUSTED_PROXY_HOPS: "0", COMMERCE_PROVIDER: "local", SMTP_URL: "", E2E_TEST_HOOKS: "" },
  });
  return new Promise((resolve, reject) => {
    let output = "";
    const timer = setTimeout(() => reject(new Error(`the shop did not start:\n${output}`)), 60_000);
    child.stdout.on("data", (chunk: Buffer) => {
      output += chunk.toString();
      const ready = /Ready on (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
      if (ready?.[1]) {
        clearTimeout(timer);
        resolve({ url: ready[1], child });
      }
    });
    child.stderr.on("data", (chunk: Buffer) => void (output += chunk.toString()));
    child.once("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`the shop exited with ${code}:\n${output}`));
    });
  });
}

async function stopShop(shop: Shop | undefined) {
  if (!shop || shop.child.exitCode !== null) return;
  const exited = new Promise((resolve) => shop.child.once("exit", resolve));
  shop.child.kill("SIGTERM");
  await exited;
}

const decodeEntities = (value: string) =>
  value.replace(/&quot;/g, '"').replace(/&#x27;|&#39;/g, "'").replace(/&lt;/g, "<").replace(/&gt;/g, ">").replace(/&amp;/g, "&");

/** The hidden fields React renders into a server-action form, which a browser without JavaScript posts back. */
async function actionFields(shopUrl: string): Promise<Array<[string, string]>> {
  const html = await (await fetch(`${shopUrl}/track-order`)).text();
  const fields = [...html.matchAll(/<input type="hidden" name="(\$ACTION[^"]*)"(?: value="([^"]*)")?\/>/g)].map(([, name, value]): [string, string] => [name!, decodeEntities(value ?? "")]);
  if (fields.length === 0) throw new Error("the tracking form has no server-action fields");
  return fields;
}

/** Posts the tracking form like a browser without JavaScript, claiming to be `forwardedFor`. */
async function trackOrder(shop: Shop, email: string, forwardedFor: string): Promise<"not_found" | "throttled"> {
  const form = new FormData();
  for (const [name, value] of await actionFields(shop.url)) form.set(name, value);
  form.set("email", email);
  form.set("orderNumber", "#999999");
  const response = await fetch(`${shop.url}/track-order`, { method: "POST", body: form, headers: { "X-Forwarded-For": forwardedFor } });
  const html = await response.text();
  if (html.includes(THROTTLED)) return "throttled";
  if (html.includes(NOT_FOUND)) return "not_found";
  throw new Error(`unexpected answer ${response.status}: ${html.slice(0, 300)}`);
}

test.describe("rate limits shared by server processes", () => {
  test.describe.configure({ mode: "serial", timeout: 180_000 });

  let admin: postgres.Sql | undefined;
  let databaseName = "";
  let databaseUrl = "";
  const shops: Shop[] = [];

  test.beforeAll(async () => {
    if (!(await postgresAnswers(PG_URL))) {
      console.log(`NOTICE: no Postgres answered at ${PG_URL}; the cross-process rate-limit test is skipped.`);
      test.skip(true, `no Postgres at ${PG_URL}`);
      return;
    }
    admin = postgres(PG_URL, { max: 1, onnotice: () => {} });
    databaseName = `shop_rate_limit_${randomBytes(4).toString("hex")}`;
    await admin.unsafe(`create database ${databaseName}`);
    const url = new URL(PG_URL);
    url.pathname = `/${databaseName}`;
    databaseUrl = url.toString();
    // The first process migrates the fresh database (on its first query) before the second one opens it.
    shops.push(await startShop(databaseUrl));
    expect((await fetch(`${shops[0]!.url}/api/health`)).status).toBe(200);
    shops.push(await startShop(databaseUrl));
  });

  test.afterAll(async () => {
    await Promise.all(shops.map(stopShop));
    if (admin && databaseName) await admin.unsafe(`drop database if exists ${databaseName} with (force)`);
    await admin?.end();
  });

  test("the tracking limit counts across both processes, and a forged X-Forwarded-For never resets it", async () => {
    const [first, second] = shops as [Shop, Shop];
    // Each attempt claims another address and asks about another e-mail, so only the per-client limit can stop it.
    const outcomes = [];
    for (let attempt = 0; attempt < CLIENT_LIMIT; attempt += 1) {
      outcomes.push(await trackOrder(attempt % 2 === 0 ? first : second, `guess-${attempt}@example.com`, `203.0.113.${attempt + 1}`));
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
