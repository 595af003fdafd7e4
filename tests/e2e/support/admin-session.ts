import { expect, type BrowserContext, type Page } from "@playwright/test";

import { confirmFromMail, originHeaders, signInThroughApi, type TestAccount } from "./accounts";

/**
 * The end-to-end admin. playwright.config.ts lists this address in ADMIN_EMAILS for the shops it starts, so the
 * account is an admin as soon as its address is confirmed. That path works while the shop runs on PGlite (which no
 * second process may open, so `npm run admin:create` cannot run beside it) and on Postgres alike.
 */
export const E2E_ADMIN: TestAccount = { email: "e2e-admin@example.com", password: "matcha back office e2e", firstName: "Shop", lastName: "Admin" };

type SessionCookies = Awaited<ReturnType<BrowserContext["cookies"]>>;

// One sign-in per worker: the shop rate-limits sign-ins per client, and every test runs from 127.0.0.1.
let cachedCookies: SessionCookies | null = null;

async function hasLiveSession(page: Page): Promise<boolean> {
  const response = await page.request.get("/api/auth/get-session");
  const body = (await response.json().catch(() => null)) as { user?: { email?: string } } | null;
  return body?.user?.email === E2E_ADMIN.email;
}

/** Makes sure the admin account exists and is confirmed (idempotent: a rerun on the same data finds it). */
export async function createAdmin(page: Page, baseURL: string): Promise<void> {
  const signIn = await signInThroughApi(page, baseURL, E2E_ADMIN);
  if (signIn.ok()) return;
  const since = Date.now() - 1000;
  const signUp = await page.request.post("/api/auth/sign-up/email", {
    headers: originHeaders(baseURL),
    data: { email: E2E_ADMIN.email, password: E2E_ADMIN.password, name: "Shop Admin", firstName: E2E_ADMIN.firstName, lastName: E2E_ADMIN.lastName, callbackURL: "/" },
  });
  // Two workers can sign the admin up at the same moment: the second insert then fails on the unique address
  // (Better Auth answers FAILED_TO_CREATE_USER) and this worker confirms the account the other one created.
  const signUpBody = await signUp.text();
  const otherWorkerFirst = !signUp.ok() && signUpBody.includes("FAILED_TO_CREATE_USER");
  expect(signUp.ok() || otherWorkerFirst, signUpBody).toBe(true);
  try {
    if (otherWorkerFirst) throw new Error("signed up by another worker");
    await confirmFromMail(page.request, E2E_ADMIN.email, since);
  } catch {
    // Signed up in an earlier run that never confirmed (or another worker got there first): ask for a new link.
    const resendSince = Date.now() - 1000;
    await page.request.post("/api/auth/send-verification-email", { headers: originHeaders(baseURL), data: { email: E2E_ADMIN.email, callbackURL: "/" } });
    try {
      await confirmFromMail(page.request, E2E_ADMIN.email, resendSince);
    } catch (error) {
      // No new link for an address that is confirmed already: the other worker finished first.
      if (!(await signInThroughApi(page, baseURL, E2E_ADMIN)).ok()) throw error;
    }
  }
}

/** Signs `page`'s context in as the e2e admin; afterwards /admin pages render for it. */
export async function signInAsAdmin(page: Page, baseURL: string): Promise<void> {
  if (cachedCookies) {
    await page.context().addCookies(cachedCookies);
    if (await hasLiveSession(page)) return;
    await page.context().clearCookies();
  }
  await createAdmin(page, baseURL);
  if (!(await hasLiveSession(page))) {
    const response = await signInThroughApi(page, baseURL, E2E_ADMIN);
    expect(response.ok(), await response.text()).toBe(true);
  }
  expect(await hasLiveSession(page)).toBe(true);
  cachedCookies = (await page.context().cookies()).filter((cookie) => cookie.name.includes("better-auth"));
}
