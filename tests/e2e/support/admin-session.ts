import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";

import {
  expect,
  request as playwrightRequest,
  type APIRequestContext,
  type BrowserContext,
  type Page,
} from "@playwright/test";

import { totpCode } from "../../support/totp";
import { originHeaders, type TestAccount } from "./accounts";
import type { IsolatedShop } from "./isolated-shop";

/**
 * The end-to-end admin, made the one way an admin is made: `npm run admin:create`'s function, run by the shop's
 * test-only hook (POST /api/test/admin-set-up, E2E_TEST_HOOKS), because no second process may open the running
 * shop's PGlite. Its one-time link sets the password; the first sign-in turns TOTP on (the back office requires it).
 */
export const E2E_ADMIN: TestAccount = {
  email: "e2e-admin@example.com",
  password: "matcha back office e2e",
  firstName: "Shop",
  lastName: "Admin",
};

type SessionCookies = Awaited<ReturnType<BrowserContext["cookies"]>>;

// One sign-in per worker: the shop rate-limits sign-ins per client, and every test runs from 127.0.0.1.
let cachedCookies: SessionCookies | null = null;

async function hasLiveSession(page: Page): Promise<boolean> {
  const response = await page.request.get("/api/auth/get-session");
  const body = (await response.json().catch(() => null)) as { user?: { email?: string } } | null;
  return body?.user?.email === E2E_ADMIN.email;
}

/**
 * Where the admin's TOTP secret is kept between workers and runs: one file per database, since the secret lives in
 * the database. On Postgres both shops of the suite share DATABASE_URL and so one admin and one file; on PGlite each
 * shop has its own folder, so its origin names it. A shop on a database of its own (the cluster) passes `store`.
 */
function totpSecretFile(baseURL: string, store?: string): string {
  const database =
    store ?? process.env.DATABASE_URL ?? `${baseURL}|${path.resolve(process.env.DATA_DIR ?? "./data/e2e")}`;
  const key = createHash("sha256").update(database).digest("hex").slice(0, 16);
  const dir = path.resolve(process.env.DATA_DIR ?? "./data/e2e");
  mkdirSync(dir, { recursive: true });
  return path.join(dir, `e2e-admin-totp-${key}.txt`);
}

/** Two workers must not turn TOTP on at once (the second would replace the first's secret): a lock directory. */
async function withLock<T>(file: string, work: () => Promise<T>): Promise<T> {
  const lock = `${file}.lock`;
  for (let waited = 0; ; waited += 200) {
    try {
      mkdirSync(lock);
      break;
    } catch {
      // Left by a worker that died: older than any admin set-up takes.
      const held = statSync(lock, { throwIfNoEntry: false });
      if (held && Date.now() - held.mtimeMs > 90_000) rmSync(lock, { recursive: true, force: true });
      if (waited > 120_000) throw new Error(`waited too long for ${lock}`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  try {
    return await work();
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
}

/**
 * Signs `request`'s context in with password and TOTP code, turning TOTP on first if the account has none (as the
 * account page does) and keeping the secret in `secretFile`. For the admins of the shops tests start themselves too.
 */
export async function signInWithTotp(
  request: APIRequestContext,
  baseURL: string,
  account: Pick<TestAccount, "email" | "password">,
  secretFile: string,
) {
  expect(await trySignInWithTotp(request, baseURL, account, secretFile), `${account.email} signs in`).toBe(true);
}

/** As signInWithTotp; false (and nothing else done) when the password is refused, e.g. no such account yet. */
async function trySignInWithTotp(
  request: APIRequestContext,
  baseURL: string,
  account: Pick<TestAccount, "email" | "password">,
  secretFile: string,
): Promise<boolean> {
  const signIn = await request.post("/api/auth/sign-in/email", {
    headers: originHeaders(baseURL),
    data: { email: account.email, password: account.password },
  });
  if (!signIn.ok()) return false;
  if (((await signIn.json()) as { twoFactorRedirect?: boolean }).twoFactorRedirect) {
    const verify = await request.post("/api/auth/two-factor/verify-totp", {
      headers: originHeaders(baseURL),
      data: { code: totpCode(readFileSync(secretFile, "utf8").trim()) },
    });
    expect(verify.ok(), await verify.text()).toBe(true);
    return true;
  }
  const enable = await request.post("/api/auth/two-factor/enable", {
    headers: originHeaders(baseURL),
    data: { password: account.password },
  });
  expect(enable.ok(), await enable.text()).toBe(true);
  const secret = new URL(((await enable.json()) as { totpURI: string }).totpURI).searchParams.get("secret")!;
  writeFileSync(secretFile, secret);
  // The first code turns TOTP on and renews the session cookie.
  const verify = await request.post("/api/auth/two-factor/verify-totp", {
    headers: originHeaders(baseURL),
    data: { code: totpCode(secret) },
  });
  expect(verify.ok(), await verify.text()).toBe(true);
  return true;
}

/** What `npm run admin:create -- <email>` prints, from the shop at `baseURL` (its test-only hook). */
export async function adminSetUpLink(request: APIRequestContext, baseURL: string, email: string): Promise<string> {
  const response = await request.post(`${baseURL}/api/test/admin-set-up`, {
    headers: originHeaders(baseURL),
    data: { email },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { url: string }).url;
}

/** Makes `account` an admin of the shop at `baseURL` and sets its password through the one-time link. */
export async function createAdmin(request: APIRequestContext, baseURL: string, account: TestAccount): Promise<void> {
  const link = await adminSetUpLink(request, baseURL, account.email);
  // The link's page posts to Better Auth's reset endpoint through its server action; the endpoint itself is the same.
  const reset = await request.post(`${baseURL}/api/auth/reset-password`, {
    headers: originHeaders(baseURL),
    data: { token: new URL(link).searchParams.get("token"), newPassword: account.password },
  });
  expect(reset.ok(), await reset.text()).toBe(true);
}

/**
 * Signs `page`'s context in as the e2e admin, with both factors; afterwards /admin pages render for it. `store` names
 * the database when the shop at `baseURL` has one of its own rather than the suite's.
 */
export async function signInAsAdmin(page: Page, baseURL: string, store?: string): Promise<void> {
  if (cachedCookies) {
    await page.context().addCookies(cachedCookies);
    if (await hasLiveSession(page)) return;
    await page.context().clearCookies();
  }
  const secretFile = totpSecretFile(baseURL, store);
  const sharedCookies = `${secretFile}.cookies.json`;
  // Under the lock only one worker signs the admin up and turns TOTP on; the other reuses that session (code checks
  // are limited per client, and every test runs from 127.0.0.1), or signs in with a code if it has ended.
  await withLock(secretFile, async () => {
    if (existsSync(sharedCookies)) {
      await page.context().addCookies(JSON.parse(readFileSync(sharedCookies, "utf8")) as SessionCookies);
      if (await hasLiveSession(page)) return;
      await page.context().clearCookies();
    }
    if (!(await trySignInWithTotp(page.request, baseURL, E2E_ADMIN, secretFile))) {
      await createAdmin(page.request, baseURL, E2E_ADMIN);
      await signInWithTotp(page.request, baseURL, E2E_ADMIN, secretFile);
    }
    writeFileSync(
      sharedCookies,
      JSON.stringify((await page.context().cookies()).filter((cookie) => cookie.name.includes("better-auth"))),
    );
  });
  expect(await hasLiveSession(page)).toBe(true);
  cachedCookies = (await page.context().cookies()).filter((cookie) => cookie.name.includes("better-auth"));
}

/**
 * The session of a new admin of a shop a test started itself: made by `npm run admin:create`'s function (the shop's
 * test hook), its password set through the printed link, signed in with both factors through the API, its TOTP secret
 * kept in the shop's folder.
 */
export async function isolatedShopAdminSession(shop: IsolatedShop, admin: TestAccount) {
  const api = await playwrightRequest.newContext({ baseURL: shop.baseUrl });
  try {
    await createAdmin(api, shop.baseUrl, admin);
    await signInWithTotp(api, shop.baseUrl, admin, path.join(shop.env.DATA_DIR!, "admin-totp.txt"));
    return await api.storageState();
  } finally {
    await api.dispose();
  }
}
