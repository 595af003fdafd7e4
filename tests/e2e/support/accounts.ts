import { expect, type APIRequestContext, type Page } from "@playwright/test";

import { messagesTo } from "./mailbox";

/**
 * Accounts for end-to-end tests, made through the running shop (its /api/auth endpoints and the mail capture
 * server), never by opening its database: embedded PGlite belongs to the server process while it runs.
 */
export type TestAccount = { email: string; password: string; firstName: string; lastName: string };

export const CONFIRM_SUBJECT = /Confirm your Matcha Glow account/;
export const RESET_SUBJECT = /Reset your Matcha Glow password/;

/** Better Auth refuses a cross-site POST; a browser sends the page's origin, these API calls say the same. */
export const originHeaders = (baseURL: string) => ({ origin: new URL(baseURL).origin });

export function newTestAccount(prefix: string, workerIndex: number): TestAccount {
  return {
    email: `${prefix}+${Date.now()}-${workerIndex}@example.com`,
    password: `tea garden ${workerIndex} ${Date.now()}`,
    firstName: "Layla",
    lastName: "Test",
  };
}

/** The first link in the newest message to `email` matching `subject` that arrived after `since` (ms). */
export async function waitForLink(email: string, subject: RegExp, since = 0): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        const message = (await messagesTo(email))
          .filter((entry) => subject.test(entry.subject) && Date.parse(entry.receivedAt) >= since)
          .at(-1);
        link = message ? /https?:\/\/\S+/.exec(message.text)?.[0] : undefined;
        return Boolean(link);
      },
      { timeout: 20_000, message: `an e-mail to ${email} with subject ${subject}` },
    )
    .toBe(true);
  return link!;
}

/** Signs up through the API and follows the confirmation link from the captured e-mail. */
export async function createConfirmedAccount(
  request: APIRequestContext,
  baseURL: string,
  account: TestAccount,
): Promise<void> {
  const since = Date.now() - 1000;
  const response = await request.post("/api/auth/sign-up/email", {
    headers: originHeaders(baseURL),
    data: {
      email: account.email,
      password: account.password,
      name: `${account.firstName} ${account.lastName}`,
      firstName: account.firstName,
      lastName: account.lastName,
      callbackURL: "/",
    },
  });
  expect(response.ok(), await response.text()).toBe(true);
  await confirmFromMail(request, account.email, since);
}

/** Follows the newest confirmation link; it redirects to the site root once the address is confirmed. */
export async function confirmFromMail(request: APIRequestContext, email: string, since: number): Promise<void> {
  const link = await waitForLink(email, CONFIRM_SUBJECT, since);
  const confirmed = await request.get(link, { maxRedirects: 0 });
  expect(confirmed.status(), "the confirmation link redirects").toBe(302);
  expect(new URL(confirmed.headers()["location"] ?? "", link).pathname).toBe("/");
}

/** Signs `page`'s browser context in through the API (the session cookie lands in the context). */
export async function signInThroughApi(page: Page, baseURL: string, account: Pick<TestAccount, "email" | "password">) {
  return page.request.post("/api/auth/sign-in/email", {
    headers: originHeaders(baseURL),
    data: { email: account.email, password: account.password },
  });
}

/** A new confirmed shopper (no admin role), signed in on `page`. */
export async function signInAsShopper(page: Page, baseURL: string, workerIndex: number): Promise<TestAccount> {
  const account = newTestAccount("shopper", workerIndex);
  await createConfirmedAccount(page.request, baseURL, account);
  const response = await signInThroughApi(page, baseURL, account);
  expect(response.ok(), await response.text()).toBe(true);
  return account;
}
