import { readFileSync } from "node:fs";
import path from "node:path";

import { expect, request as playwrightRequest, test, type BrowserContext, type Page } from "@playwright/test";
import fc from "fast-check";

import { hostileActionArguments, hostileQuery, hostileString, hostileValue, malformedActionBody } from "../support/hostile-payloads";
import { callServerAction, readServerActions } from "../support/server-actions.mjs";
import { createConfirmedAccount, newTestAccount, originHeaders } from "./support/accounts";
import { hostileRecords, storeHostileRecords, watchForInjectedScript } from "./support/hostile-records";
import { e2eBasePort, startFreshShop, waitForHealth, type IsolatedShop } from "./support/isolated-shop";
import { returningShopper } from "./support/storage-state";

// Hostile input at every server action and route handler of the build, over real HTTP: never a 500 from the shop,
// never a stack trace or an internal message. Bodies that are not a valid action encoding at all are answered by
// the framework's own parser; those are counted and printed separately. ABUSE_PAYLOADS sets the total (default 10,000).
// Hostile names, messages and reviews stored through the public forms are then read in the back office: shown as
// text, with no script running.
test.describe.configure({ mode: "serial", timeout: 600_000 });

const total = Number(process.env.ABUSE_PAYLOADS ?? 10_000);
const concurrency = 6;
const leak = /\n\s+at [\w$.<>[\]]+ \(|node_modules|\/work\/|ECONNREFUSED|syntax error at or near|relation "|(Type|Reference|Range)Error:|ZodError|drizzle/;

/** A page each action is mounted on: the framework looks an action up through the page it is posted to. */
function pagesForActions(): { name: string; id: string; page: string }[] {
  const manifest = JSON.parse(readFileSync(path.join(".next", "server", "server-reference-manifest.json"), "utf8")) as {
    node: Record<string, { workers: Record<string, unknown>; exportedName?: string; filename?: string }>;
  };
  const actionIds = new Map([...readServerActions()].map(([name, id]) => [id, name]));
  return Object.entries(manifest.node).flatMap(([id, entry]) => {
    const worker = Object.keys(entry.workers).find((route) => route.startsWith("app/")) ?? "app/page";
    const page = worker.replace(/^app/, "").replace(/\/page$/, "").replace(/\/\([^)]+\)/g, "").replace(/\[\[?\.{0,3}[^\]]+\]?\]/g, "x") || "/";
    return [{ name: actionIds.get(id) ?? id, id, page }];
  });
}

/** The build's route handlers (metadata images and files excluded). */
function routeHandlers(): string[] {
  const manifest = JSON.parse(readFileSync(path.join(".next", "server", "app-paths-manifest.json"), "utf8")) as Record<string, string>;
  return Object.keys(manifest)
    .filter((route) => route.endsWith("/route") && route.startsWith("/api/"))
    .map((route) => route.replace(/\/route$/, "").replace(/\[\[?\.{0,3}[^\]]+\]?\]/g, "x"));
}

type Tally = { sent: number; byStatus: Map<number, number>; appErrors: string[]; leaks: string[]; frameworkErrors: number };

function record(tally: Tally, label: string, status: number, body: string, wellFormed: boolean) {
  tally.sent += 1;
  tally.byStatus.set(status, (tally.byStatus.get(status) ?? 0) + 1);
  if (leak.test(body)) tally.leaks.push(`${label} -> ${status}: ${body.match(leak)?.[0]}`);
  if (status >= 500) {
    if (wellFormed) tally.appErrors.push(`${label} -> ${status}`);
    else tally.frameworkErrors += 1;
  }
}

async function inPool<T>(items: T[], work: (item: T) => Promise<void>) {
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < items.length) await work(items[next++]!);
    }),
  );
}

const abuseShopPort = e2eBasePort + 53;
let shop: IsolatedShop | undefined;
// Its shopper has answered the cookie banner and closed the popup, as the config's have on the shared shops.
test.use({ storageState: returningShopper([`http://127.0.0.1:${abuseShopPort}`]) });
// An admin of this shop only, signed in before the fuzzing below uses up the sign-in limits of 127.0.0.1.
const admin = newTestAccount("abuse-admin", 0);
let adminCookies: Parameters<BrowserContext["addCookies"]>[0] = [];

test.beforeAll(async () => {
  shop = await startFreshShop(abuseShopPort, "abuse", { ADMIN_EMAILS: admin.email });
  await waitForHealth(shop.baseUrl);
  const api = await playwrightRequest.newContext({ baseURL: shop.baseUrl });
  await createConfirmedAccount(api, shop.baseUrl, admin);
  const signIn = await api.post("/api/auth/sign-in/email", { headers: originHeaders(shop.baseUrl), data: { email: admin.email, password: admin.password } });
  expect(signIn.ok(), await signIn.text()).toBe(true);
  adminCookies = (await api.storageState()).cookies;
  await api.dispose();
});
test.afterAll(async () => shop?.stop());

/** The back office's lists and detail pages of stored shopper text, as the admin reads them. */
async function readBackOffice(page: Page, baseUrl: string, expectHostileText: boolean) {
  await page.context().addCookies(adminCookies);
  const watch = await watchForInjectedScript(page);
  const visit = async (path: string) => {
    const response = await page.goto(`${baseUrl}${path}`);
    expect(response?.status(), path).toBe(200);
  };
  const shows = async (text: string) => expect(page.getByText(text, { exact: false }).first(), text).toBeVisible();

  await visit("/admin/messages");
  if (expectHostileText) {
    await shows(hostileRecords.contact.subject);
    await page.getByRole("link", { name: hostileRecords.contact.subject }).first().click();
    await expect(page).toHaveURL(/\/admin\/messages\/.+/);
    for (const text of [hostileRecords.contact.message, hostileRecords.contact.lastName]) await shows(text);
  }
  await visit("/admin/reviews");
  if (expectHostileText) for (const text of [hostileRecords.review.customerName, hostileRecords.review.reviewTitle, hostileRecords.review.reviewText]) await shows(text);
  await visit("/admin/orders");
  if (expectHostileText) {
    await shows(hostileRecords.order.fullName);
    await page.getByRole("link", { name: /#\d{4,}/ }).first().click();
    await expect(page).toHaveURL(/\/admin\/orders\/.+/);
    for (const text of [hostileRecords.order.fullName, hostileRecords.order.addressLine, hostileRecords.order.city]) await shows(text);
  }
  // Markup in the stored text never became elements.
  expect(await page.locator('img[src="x"], svg[onload], iframe, b[onmouseover]').count()).toBe(0);
  await page.waitForTimeout(500);
  expect(watch.dialogs, "alerts opened by stored text").toEqual([]);
  expect(watch.errors, "errors on the console").toEqual([]);
  expect(watch.violations, "CSP violations").toEqual([]);
}

test("hostile names, messages and reviews stored through checkout, contact and reviews show escaped in the back office", async ({ page }) => {
  await storeHostileRecords(shop!.baseUrl);
  await readBackOffice(page, shop!.baseUrl, true);
  console.log("[abuse] 1 order, 1 review and 1 contact message with markup, script and SQL stored and read in /admin/messages, /admin/reviews, /admin/orders and their detail pages: shown as text, no dialog, no console error, no CSP violation");
});

test("hostile payloads at every action and route get no 500 from the shop and leak nothing", async () => {
  const baseUrl = shop!.baseUrl;
  const actions = pagesForActions();
  const routes = routeHandlers();
  const tally: Tally = { sent: 0, byStatus: new Map(), appErrors: [], leaks: [], frameworkErrors: 0 };

  const actionCount = Math.floor(total * 0.6);
  const malformedCount = Math.floor(total * 0.15);
  const routeCount = total - actionCount - malformedCount;

  const wellFormed = fc.sample(fc.tuple(fc.constantFrom(...actions), hostileActionArguments), actionCount);
  await inPool(wellFormed, async ([action, payload]) => {
    let args: unknown[];
    if (payload.kind === "json") args = payload.args;
    else {
      const form = new FormData();
      for (const [name, value] of payload.fields) form.append(name, value);
      args = [payload.state, form];
    }
    const answer = await callServerAction({ baseUrl, page: action.page, id: action.id, args });
    record(tally, `${action.name} ${JSON.stringify(args).slice(0, 120)}`, answer.status, answer.text, true);
  });

  const malformed = fc.sample(fc.tuple(fc.constantFrom(...actions), malformedActionBody), malformedCount);
  await inPool(malformed, async ([action, { contentType, body }]) => {
    const response = await fetch(new URL(action.page, baseUrl), {
      method: "POST",
      redirect: "manual",
      headers: { "next-action": action.id, origin: baseUrl, accept: "text/x-component", ...(contentType && { "content-type": contentType }) },
      body,
    });
    record(tally, `${action.name} (malformed body)`, response.status, await response.text(), false);
  });

  const routeRequests = fc.sample(
    fc.record({ route: fc.constantFrom(...routes), method: fc.constantFrom("GET", "POST", "PUT", "DELETE", "PATCH"), query: hostileQuery, body: fc.oneof(hostileString, hostileValue.map((value) => JSON.stringify(value))) }),
    routeCount,
  );
  await inPool(routeRequests, async ({ route, method, query, body }) => {
    const url = new URL(route, baseUrl);
    for (const [name, value] of query) url.searchParams.append(name, value);
    const response = await fetch(url, { method, redirect: "manual", headers: { "content-type": "application/json", origin: baseUrl }, body: method === "GET" ? undefined : body });
    record(tally, `${method} ${route}`, response.status, await response.text(), true);
  });

  const statuses = [...tally.byStatus].sort(([a], [b]) => a - b).map(([status, count]) => `${status}: ${count}`).join(", ");
  console.log(`[abuse] ${tally.sent} payloads at ${actions.length} actions and ${routes.length} routes; statuses ${statuses}; framework 5xx for unparseable action bodies: ${tally.frameworkErrors}`);
  if (tally.appErrors.length > 0) console.log(`[abuse] the shop's log:\n${shop!.logTail(60)}`);
  expect(tally.leaks.slice(0, 10)).toEqual([]);
  expect(tally.appErrors.slice(0, 10)).toEqual([]);
  await waitForHealth(baseUrl);
});

test("the back office still runs no stored script after the fuzzing", async ({ page }) => {
  await readBackOffice(page, shop!.baseUrl, false);
});
