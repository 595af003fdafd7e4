import { expect, type APIRequestContext, type Page } from "@playwright/test";

import { messagesTo } from "./mailbox";
import { callServerAction } from "../../support/server-actions.mjs";
import { serverActionId } from "./server-actions";

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

/** Signs up through the API and confirms from the captured e-mail with the sign-up's password. */
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
    },
  });
  expect(response.ok(), await response.text()).toBe(true);
  await confirmFromMail(request, account.email, since, account.password);
}

/** The token of a confirmation link (it opens /account/confirm?token=…). */
export const confirmationToken = (link: string) => new URL(link).searchParams.get("token") ?? "";

/**
 * Submits the confirmation page's form (its server action, as the page's form posts it) for `link` with `password`;
 * answers whether the account was confirmed (the action then redirects to sign-in).
 */
export async function submitConfirmation(request: APIRequestContext, link: string, password: string) {
  const page = await request.get(link);
  expect(page.status(), "the confirmation link opens its page").toBe(200);
  const form = new FormData();
  form.set("token", confirmationToken(link));
  form.set("password", password);
  const answer = await callServerAction({
    baseUrl: new URL(link).origin,
    page: new URL(link).pathname,
    id: serverActionId("lib/actions/account/confirm-sign-up.ts", "confirmSignUpAction"),
    args: [null, form],
  });
  return { confirmed: (answer.redirect ?? "").includes("/account/sign-in"), status: answer.status, body: answer.text };
}

/** Opens the newest confirmation link and confirms it with the password chosen at sign-up. */
export async function confirmFromMail(
  request: APIRequestContext,
  email: string,
  since: number,
  password: string,
): Promise<void> {
  const link = await waitForLink(email, CONFIRM_SUBJECT, since);
  const { confirmed, status, body } = await submitConfirmation(request, link, password);
  expect(confirmed, `the confirmation of ${email} succeeds (${status}): ${body.slice(0, 300)}`).toBe(true);
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
