// A real, confirmed shop account for the sign-in target: signed up through Better Auth's endpoint, confirmed through
// the link in the e-mail the mail capture server received.

/** Signs up `account` and follows its confirmation link; throws when any step fails. */
export async function createConfirmedAccount(origin, mailApi, account) {
  const headers = { "content-type": "application/json", origin, "x-forwarded-for": "10.255.0.1" };
  const signUp = await fetch(`${origin}/api/auth/sign-up/email`, {
    method: "POST",
    headers,
    body: JSON.stringify({ ...account, name: `${account.firstName} ${account.lastName}`, callbackURL: "/" }),
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
  const confirmed = await fetch(link, { redirect: "manual" });
  if (confirmed.status !== 302) throw new Error(`the confirmation link answered ${confirmed.status}`);

  const signIn = await fetch(`${origin}/api/auth/sign-in/email`, {
    method: "POST",
    headers,
    body: JSON.stringify({ email: account.email, password: account.password }),
  });
  if (!signIn.ok) throw new Error(`the first sign-in answered ${signIn.status}: ${await signIn.text()}`);
}
