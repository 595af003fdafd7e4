import { readFileSync } from "node:fs";
import path from "node:path";

import { expect, test } from "@playwright/test";
import fc from "fast-check";

import { hostileActionArguments, hostileQuery, hostileString, hostileValue, malformedActionBody } from "../support/hostile-payloads";
import { callServerAction, readServerActions } from "../support/server-actions.mjs";
import { e2eBasePort, startFreshShop, waitForHealth, type IsolatedShop } from "./support/isolated-shop";

// Hostile input at every server action and route handler of the build, over real HTTP: never a 500 from the shop,
// never a stack trace or an internal message. Bodies that are not a valid action encoding at all are answered by
// the framework's own parser; those are counted and printed separately. ABUSE_PAYLOADS sets the total (default 10,000).
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

let shop: IsolatedShop | undefined;
test.afterAll(async () => shop?.stop());

test("hostile payloads at every action and route get no 500 from the shop and leak nothing", async () => {
  shop = await startFreshShop(e2eBasePort + 53, "shop_abuse");
  await waitForHealth(shop.baseUrl);
  const baseUrl = shop.baseUrl;
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
  if (tally.appErrors.length > 0) console.log(`[abuse] the shop's log:\n${shop.logTail(60)}`);
  expect(tally.leaks.slice(0, 10)).toEqual([]);
  expect(tally.appErrors.slice(0, 10)).toEqual([]);
  await waitForHealth(baseUrl);
});
