import type { ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import { expect, request as playwrightRequest, test, type BrowserContext, type Page } from "@playwright/test";
import fc from "fast-check";

import { appRoutes, serverActions } from "../../scripts/build-output.mjs";
import { nginxBinary, spawnNginx, waitForFront, writeNginxConfig } from "../../scripts/cluster/nginx-config.mjs";
import {
  authEndpoints,
  garbledNoScriptFields,
  hostileActionArguments,
  hostileAuthBody,
  hostileNextPath,
  hostileNoScriptPost,
  hostileOrderSearch,
  hostileQuery,
  hostileString,
  hostileValue,
  malformedActionBody,
  webhookLookalikePaths,
} from "../support/hostile-payloads";
import { callServerAction, escapeForReply } from "../support/server-actions.mjs";
import { createConfirmedAccount, newTestAccount } from "./support/accounts";
import { isolatedShopAdminSession } from "./support/admin-session";
import { hostileRecords, storeHostileRecords, watchForInjectedScript } from "./support/hostile-records";
import { e2eBasePort, startFreshShop, waitForHealth, type IsolatedShop } from "./support/isolated-shop";
import { returningShopper } from "./support/storage-state";

// Hostile input at every server action (called by script and posted as a no-JavaScript form), every route handler
// and every Better Auth endpoint of the build, over real HTTP: never a 500 from the shop, never a stack trace or an
// internal message. Bodies that are not a valid action encoding at all are answered by the framework's own parser;
// those 500s are counted and printed apart from the shop's, and the script-called ones are sent again through the
// shipped nginx front (deploy/nginx.conf), which answers them 400. ABUSE_PAYLOADS sets the total (default 10,000).
// Hostile names, messages and reviews stored through the public forms are then read in the back office: shown as
// text, with no script running.
test.describe.configure({ mode: "serial", timeout: 600_000 });

const total = Number(process.env.ABUSE_PAYLOADS ?? 10_000);
const concurrency = 6;
const leak =
  /\n\s+at [\w$.<>[\]]+ \(|node_modules|\/work\/|ECONNREFUSED|syntax error at or near|relation "|(Type|Reference|Range)Error:|ZodError|drizzle/;

/** A page each action is mounted on: the framework looks an action up through the page it is posted to. */
function pagesForActions(): { name: string; id: string; page: string }[] {
  return serverActions().map(({ id, name, routes }) => {
    const worker = routes.find((route) => route.startsWith("app/")) ?? "app/page";
    // Posted where shoppers post: English pages have no locale prefix (next.config.ts rewrites them to /en).
    const page =
      worker
        .replace(/^app/, "")
        .replace(/\/page$/, "")
        .replace(/^\/\[locale\]/, "")
        .replace(/\/\([^)]+\)/g, "")
        .replace(/\[\[?\.{0,3}[^\]]+\]?\]/g, "x") || "/";
    return { name: name ?? id, id, page };
  });
}

/** The build's route handlers (metadata images and files excluded). */
function routeHandlers(): string[] {
  return appRoutes()
    .filter((route) => route.endsWith("/route") && route.startsWith("/api/"))
    .map((route) => route.replace(/\/route$/, "").replace(/\[\[?\.{0,3}[^\]]+\]?\]/g, "x"));
}

/** Who answers a request: the shop's own code, or the framework's parser for a body that is no action encoding. */
type Sender = "shop" | "undecodable-script" | "undecodable-form";
type Tally = {
  sent: number;
  byStatus: Map<number, number>;
  appErrors: string[];
  leaks: string[];
  frameworkErrors: Record<Exclude<Sender, "shop">, number>;
};

const newTally = (): Tally => ({
  sent: 0,
  byStatus: new Map(),
  appErrors: [],
  leaks: [],
  frameworkErrors: { "undecodable-script": 0, "undecodable-form": 0 },
});

function record(tally: Tally, label: string, status: number, body: string, sender: Sender) {
  tally.sent += 1;
  tally.byStatus.set(status, (tally.byStatus.get(status) ?? 0) + 1);
  if (leak.test(body)) tally.leaks.push(`${label} -> ${status}: ${body.match(leak)?.[0]}`);
  if (status >= 500) {
    if (sender === "shop") tally.appErrors.push(`${label} -> ${status}`);
    else tally.frameworkErrors[sender] += 1;
  }
}

const statusList = (tally: Tally) =>
  [...tally.byStatus]
    .sort(([a], [b]) => a - b)
    .map(([status, count]) => `${status}: ${count}`)
    .join(", ");

/** The body a browser without JavaScript posts for a form whose action React rendered into hidden fields. */
function noScriptBody(
  actionId: string,
  post: typeof hostileNoScriptPost extends fc.Arbitrary<infer T> ? T : never,
): FormData | URLSearchParams {
  const actionFields: [string, string][] =
    post.shape === "plain"
      ? [[`$ACTION_ID_${actionId}`, ""]]
      : [
          ["$ACTION_REF_1", ""],
          ["$ACTION_1:0", JSON.stringify({ id: actionId, bound: "$@1" })],
          ["$ACTION_1:1", JSON.stringify([escapeForReply(post.state ?? null)])],
        ];
  const body = post.encoding === "multipart" ? new FormData() : new URLSearchParams();
  for (const [name, value] of [...actionFields, ...post.fields]) body.append(name, value);
  return body;
}

/** The shipped nginx front (deploy/nginx.conf) before `upstream`, or null where nginx is not installed. */
function startFront(upstream: string, port: number): { url: string; process: ChildProcess; prefix: string } | null {
  if (!nginxBinary()) return null;
  const prefix = path.join(mkdtempSync(path.join(tmpdir(), "abuse-front-")), "nginx");
  const configPath = writeNginxConfig({ prefix, listenPort: port, upstreams: [new URL(upstream).host] });
  return { url: `http://127.0.0.1:${port}`, process: spawnNginx(prefix, configPath), prefix };
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
const abuseFrontPort = e2eBasePort + 57;
let shop: IsolatedShop | undefined;
let front: ReturnType<typeof startFront> = null;
// Its shopper has answered the cookie banner and closed the popup, as the config's have on the shared shops.
test.use({ storageState: returningShopper([`http://127.0.0.1:${abuseShopPort}`]) });
// An admin of this shop only, signed in before the fuzzing below uses up the sign-in limits of 127.0.0.1.
const admin = newTestAccount("abuse-admin", 0);
let adminCookies: Parameters<BrowserContext["addCookies"]>[0] = [];

test.beforeAll(async () => {
  // Configured for Pay now, so the payment webhooks verify what they get and the delivery form's online branch runs;
  // the gateway's address answers nothing (port 9 is discard), as a gateway that is down.
  shop = await startFreshShop(abuseShopPort, "abuse", {
    PAYMENT_PROVIDER: "checkoutcom",
    CHECKOUT_COM_SECRET_KEY: "sk_sbox_abuse",
    CHECKOUT_COM_PROCESSING_CHANNEL_ID: "pc_abuse",
    CHECKOUT_COM_WEBHOOK_SECRET: "abuse-webhook-secret",
    CHECKOUT_COM_API_BASE: "http://127.0.0.1:9",
  });
  await waitForHealth(shop.baseUrl);
  // The back office opens only with both factors (issue 22).
  adminCookies = (await isolatedShopAdminSession(shop, admin)).cookies;
  front = startFront(shop.baseUrl, abuseFrontPort);
  if (front) await waitForFront(front.url);
  else
    console.log(
      "NOTICE: nginx is not installed (scripts/ensure-nginx.sh): the abuse test does not go through the front.",
    );
});
test.afterAll(async () => {
  front?.process.kill();
  if (front) rmSync(path.dirname(front.prefix), { recursive: true, force: true });
  await shop?.stop();
});

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
  if (expectHostileText)
    for (const text of [
      hostileRecords.review.customerName,
      hostileRecords.review.reviewTitle,
      hostileRecords.review.reviewText,
    ])
      await shows(text);
  await visit("/admin/orders");
  if (expectHostileText) {
    await shows(hostileRecords.order.fullName);
    await page
      .getByRole("link", { name: /#\d{4,}/ })
      .first()
      .click();
    await expect(page).toHaveURL(/\/admin\/orders\/.+/);
    for (const text of [hostileRecords.order.fullName, hostileRecords.order.addressLine, hostileRecords.order.city])
      await shows(text);
  }
  // Markup in the stored text never became elements.
  expect(await page.locator('img[src="x"], svg[onload], iframe, b[onmouseover]').count()).toBe(0);
  await page.waitForTimeout(500);
  expect(watch.dialogs, "alerts opened by stored text").toEqual([]);
  expect(watch.errors, "errors on the console").toEqual([]);
  expect(watch.violations, "CSP violations").toEqual([]);
}

test("hostile names, messages and reviews stored through checkout, contact and reviews show escaped in the back office", async ({
  page,
}) => {
  await storeHostileRecords(shop!.baseUrl);
  await readBackOffice(page, shop!.baseUrl, true);
  console.log(
    "[abuse] 1 order, 1 review and 1 contact message with markup, script and SQL stored and read in /admin/messages, /admin/reviews, /admin/orders and their detail pages: shown as text, no dialog, no console error, no CSP violation",
  );
});

const visibleAscii = /^[\x21-\x7e]*$/;

// Issue 30's three 500s, each sent on purpose (the random payloads below rarely hit them).
test("a sign-in with a hostile next goes to a safe address; q=%00 and over-long searches are refused; cross-site posts under /api/webhooks are refused", async () => {
  const baseUrl = shop!.baseUrl;
  const tally = newTally();
  const api = await playwrightRequest.newContext({ baseURL: baseUrl });
  const shopper = newTestAccount("abuse-next", 0);
  try {
    await createConfirmedAccount(api, baseUrl, shopper);
  } finally {
    await api.dispose();
  }
  const signIn = pagesForActions().find((action) => action.name === "lib/actions/account/sign-in.ts#signInAction");
  expect(signIn, "the sign-in action is in the build").toBeDefined();
  for (const next of fc.sample(hostileNextPath, 16)) {
    const form = new FormData();
    for (const [name, value] of Object.entries({
      identifier: shopper.email,
      password: shopper.password,
      next,
      locale: "en",
    }))
      form.append(name, value);
    const answer = await callServerAction({ baseUrl, page: "/account/sign-in", id: signIn!.id, args: [null, form] });
    record(tally, `sign-in next=${JSON.stringify(next)}`, answer.status, answer.text, "shop");
    // Signed in, and sent to a path of this shop that a header can carry.
    expect(answer.redirect, JSON.stringify(next)).toMatch(/^\/(?![/\\])/);
    expect(answer.redirect, JSON.stringify(next)).toMatch(visibleAscii);
  }

  const cookie = adminCookies.map(({ name, value }) => `${name}=${value}`).join("; ");
  for (const q of fc.sample(hostileOrderSearch, 12)) {
    for (const path of ["/admin/orders", "/admin/orders/export"]) {
      const url = new URL(path, baseUrl);
      url.searchParams.set("q", q);
      const response = await fetch(url, { headers: { cookie }, redirect: "manual" });
      const body = await response.text();
      record(tally, `GET ${path} q=${JSON.stringify(q).slice(0, 60)}`, response.status, body, "shop");
      // A refused term exports nothing: never every order.
      // (431 is Node's own answer to an address longer than its header limit, before the shop sees it.)
      if (path.endsWith("/export") && [...q.trim()].length > 200) expect([400, 431]).toContain(response.status);
    }
  }

  for (const path of webhookLookalikePaths)
    for (const headers of [{ "next-action": "0".repeat(40) }, {}] as Record<string, string>[]) {
      const response = await fetch(new URL(path, baseUrl), {
        method: "POST",
        redirect: "manual",
        headers: { origin: "https://evil.example", "content-type": "text/plain", ...headers },
        body: "[]",
      });
      record(
        tally,
        `cross-site POST ${path} ${JSON.stringify(headers)}`,
        response.status,
        await response.text(),
        "shop",
      );
      expect(response.status, path).toBe(403);
    }

  console.log(`[abuse] issue 30's three 500s: ${tally.sent} requests; statuses ${statusList(tally)}`);
  if (tally.appErrors.length > 0) console.log(`[abuse] the shop's log:\n${shop!.logTail(60)}`);
  expect(tally.leaks).toEqual([]);
  expect(tally.appErrors).toEqual([]);
});

test("hostile payloads at every action and route get no 500 from the shop and leak nothing", async () => {
  const baseUrl = shop!.baseUrl;
  const actions = pagesForActions();
  const routes = routeHandlers();
  const tally = newTally();

  const actionCount = Math.floor(total * 0.4);
  const noScriptCount = Math.floor(total * 0.15);
  const malformedCount = Math.floor(total * 0.1);
  const garbledCount = Math.floor(total * 0.05);
  const authCount = Math.floor(total * 0.15);
  const routeCount = total - actionCount - noScriptCount - malformedCount - garbledCount - authCount;

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
    record(tally, `${action.name} ${JSON.stringify(args).slice(0, 120)}`, answer.status, answer.text, "shop");
  });

  const noScript = fc.sample(fc.tuple(fc.constantFrom(...actions), hostileNoScriptPost), noScriptCount);
  await inPool(noScript, async ([action, post]) => {
    const response = await fetch(new URL(action.page, baseUrl), {
      method: "POST",
      redirect: "manual",
      headers: { origin: baseUrl },
      body: noScriptBody(action.id, post),
    });
    record(
      tally,
      `${action.name} (no-JavaScript ${post.shape} ${post.encoding} form) ${JSON.stringify(post.fields).slice(0, 120)}`,
      response.status,
      await response.text(),
      "shop",
    );
  });

  const garbled = fc.sample(fc.tuple(fc.constantFrom(...actions), garbledNoScriptFields, fc.boolean()), garbledCount);
  await inPool(garbled, async ([action, fields, multipart]) => {
    const body = multipart ? new FormData() : new URLSearchParams();
    for (const [name, value] of fields) body.append(name, value);
    const response = await fetch(new URL(action.page, baseUrl), {
      method: "POST",
      redirect: "manual",
      headers: { origin: baseUrl },
      body,
    });
    record(
      tally,
      `${action.page} (garbled no-JavaScript form)`,
      response.status,
      await response.text(),
      "undecodable-form",
    );
  });

  const malformed = fc.sample(fc.tuple(fc.constantFrom(...actions), malformedActionBody), malformedCount);
  const sendMalformed = (target: string, ...into: Tally[]) =>
    inPool(malformed, async ([action, { contentType, body }]) => {
      const response = await fetch(new URL(action.page, target), {
        method: "POST",
        redirect: "manual",
        headers: {
          "next-action": action.id,
          origin: target,
          accept: "text/x-component",
          ...(contentType && { "content-type": contentType }),
        },
        body,
      });
      const text = await response.text();
      for (const counted of into)
        record(counted, `${action.name} (malformed body)`, response.status, text, "undecodable-script");
    });
  const malformedDirect = newTally();
  await sendMalformed(baseUrl, tally, malformedDirect);

  const authRequests = fc.sample(
    fc.record({
      endpoint: fc.constantFrom(...authEndpoints),
      method: fc.constantFrom("GET", "POST", "POST"),
      query: hostileQuery,
      body: hostileAuthBody,
    }),
    authCount,
  );
  await inPool(authRequests, async ({ endpoint, method, query, body }) => {
    const url = new URL(`/api/auth/${endpoint}`, baseUrl);
    for (const [name, value] of query) url.searchParams.append(name, value);
    const response = await fetch(url, {
      method,
      redirect: "manual",
      headers: { "content-type": "application/json", origin: baseUrl },
      body: method === "GET" ? undefined : JSON.stringify(body),
    });
    record(
      tally,
      `${method} /api/auth/${endpoint} ${JSON.stringify(body).slice(0, 120)}`,
      response.status,
      await response.text(),
      "shop",
    );
  });

  const routeRequests = fc.sample(
    fc.record({
      route: fc.constantFrom(...routes),
      method: fc.constantFrom("GET", "POST", "PUT", "DELETE", "PATCH"),
      query: hostileQuery,
      body: fc.oneof(
        hostileString,
        hostileValue.map((value) => JSON.stringify(value)),
      ),
    }),
    routeCount,
  );
  await inPool(routeRequests, async ({ route, method, query, body }) => {
    const url = new URL(route, baseUrl);
    for (const [name, value] of query) url.searchParams.append(name, value);
    const response = await fetch(url, {
      method,
      redirect: "manual",
      headers: { "content-type": "application/json", origin: baseUrl },
      body: method === "GET" ? undefined : body,
    });
    record(tally, `${method} ${route}`, response.status, await response.text(), "shop");
  });

  const { "undecodable-script": scriptErrors, "undecodable-form": formErrors } = tally.frameworkErrors;
  console.log(
    `[abuse] ${tally.sent} payloads at ${actions.length} actions (called by script and posted as no-JavaScript forms), ${routes.length} routes and ${authEndpoints.length} /api/auth endpoints; statuses ${statusList(tally)}`,
  );
  console.log(
    `[abuse] 5xx from the shop's own code: ${tally.appErrors.length}; 5xx from the framework's parser for bodies that are no action encoding: ${scriptErrors} of ${malformedCount} script calls (statuses ${statusList(malformedDirect)}), ${formErrors} of ${garbledCount} no-JavaScript form posts`,
  );
  if (tally.appErrors.length > 0) console.log(`[abuse] the shop's log:\n${shop!.logTail(60)}`);
  expect(tally.leaks.slice(0, 10)).toEqual([]);
  expect(tally.appErrors.slice(0, 10)).toEqual([]);

  if (front) {
    const throughFront = newTally();
    await sendMalformed(front.url, throughFront);
    console.log(
      `[abuse] the same ${malformedCount} undecodable script calls through the nginx front: statuses ${statusList(throughFront)}; 5xx: ${throughFront.frameworkErrors["undecodable-script"]}`,
    );
    expect(throughFront.leaks.slice(0, 10)).toEqual([]);
    expect(throughFront.frameworkErrors["undecodable-script"]).toBe(0);
  }
  await waitForHealth(baseUrl);
});

test("the back office still runs no stored script after the fuzzing", async ({ page }) => {
  await readBackOffice(page, shop!.baseUrl, false);
});
