// A real, confirmed shop account for the sign-in target: signed up through the shop's /api/auth/sign-up/email, confirmed
// on the page of the link in the e-mail the mail capture server received, with the sign-up's password (its action).
import { callServerAction, readServerActions } from "../../tests/support/server-actions.mjs";

const initialState = { ok: false, message: null, toast: null, fieldErrors: {}, values: {} };

/** Signs up `account` and confirms it through its link's page; throws when any step fails. */
export async function createConfirmedAccount(origin, mailApi, account) {
  const headers = { "content-type": "application/json", origin, "x-forwarded-for": "10.255.0.1" };
  const signUp = await fetch(`${origin}/api/auth/sign-up/email`, {
    method: "POST",
    headers,
    body: JSON.stringify({ ...account, name: `${account.firstName} ${account.lastName}` }),
  });
  if (!signUp.ok) throw new Error(`sign-up answered ${signUp.status}: ${await signUp.text()}`);

  const deadline = Date.now() + 30_000;
  let link;
  while (!link && Date.now() < deadline) {
    const messages = await (await fetch(`${mailApi}/messages?to=${encodeURIComponent(account.email)}`)).json();
    link = messages.map((message) => /https?:\/\/\S+/.exec(message.text)?.[0]).find(Boolean);
    if (!link) await new Promise((resolve) => setTimeout(resolve, 250));
  }
  if (!link) throw new Error(`no confirmation e-mail for ${account.email}`);
  const form = new FormData();
  form.set("token", new URL(link).searchParams.get("token") ?? "");
  form.set("password", account.password);
  const confirmed = await callServerAction({
    baseUrl: origin,
    page: new URL(link).pathname,
    id: readServerActions().get("lib/actions/account/confirm-sign-up.ts#confirmSignUpAction"),
    args: [initialState, form],
    headers: { "x-forwarded-for": "10.255.0.1" },
  });
  if (!confirmed.redirect?.includes("/account/sign-in"))
    throw new Error(`the confirmation page answered ${confirmed.status}: ${confirmed.text.slice(0, 200)}`);

  const signIn = await fetch(`${origin}/api/auth/sign-in/email`, {
    method: "POST",
    headers,
    body: JSON.stringify({ email: account.email, password: account.password }),
  });
  if (!signIn.ok) throw new Error(`the first sign-in answered ${signIn.status}: ${await signIn.text()}`);
}
