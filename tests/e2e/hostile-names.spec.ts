import { randomUUID } from "node:crypto";

import { expect, test } from "@playwright/test";
import postgres from "postgres";

import { accountMessages } from "@/content/messages/en/account";
import { CONFIRM_SUBJECT, originHeaders, RESET_SUBJECT } from "./support/accounts";
import { e2eBasePort, startFreshShop, waitForHealth, type IsolatedShop } from "./support/isolated-shop";
import { waitForMessage } from "./support/mailbox";

/** Issue 22: one crafted sign-up used to block every account e-mail of its address for good. */
const hostileNames = {
  lineBreak: "Layla\r\nBcc: victim@example.com",
  long: "L".repeat(500),
  controls: "Lay\u0001la\u0007\u001b[31m Haddad\u2028Bcc: x@example.com\u2029\t",
};
const EXISTS_SUBJECT = new RegExp(accountMessages.mail.existing.subject);

// A shop of its own, started once for the file: its nine sign-ups would otherwise spend nearly half of 127.0.0.1's
// sign-up allowance (20 in 10 minutes) on the suite's shared shop, from which every other account test signs up.
test.describe.configure({ mode: "default" });
let shop: IsolatedShop | undefined;
test.beforeAll(async () => {
  shop = await startFreshShop(e2eBasePort + 59, "hostile_names");
  await waitForHealth(shop.baseUrl);
});
test.afterAll(async () => {
  await shop?.stop();
});

test.describe("names on the account API", () => {
  for (const [label, hostileName] of Object.entries(hostileNames)) {
    test(`a direct sign-up with a hostile name (${label}) is refused with a clear message`, async ({ request }) => {
      const baseURL = shop!.baseUrl;
      const email = `hostile-${label.toLowerCase()}+${Date.now()}@example.com`;
      for (const names of [
        { name: hostileName, firstName: "Layla", lastName: "Haddad" },
        { name: "Layla Haddad", firstName: hostileName, lastName: "Haddad" },
      ]) {
        const response = await request.post(`${baseURL}/api/auth/sign-up/email`, {
          headers: originHeaders(baseURL),
          data: { email, password: "green tea leaves", callbackURL: "/", ...names },
        });
        expect(response.status()).toBe(400);
        expect(await response.json()).toMatchObject({
          code: "INVALID_NAME",
          message: accountMessages.errors.invalidName,
        });
      }
    });
  }

  // An account stored before names were checked can only be made by writing the row: on PGlite the running shop owns
  // the database, so this part runs on Postgres (the pass's DATABASE_URL gives the shop a fresh database beside it).
  test("an account stored earlier with hostile names still gets a confirmation (by signing up again), reset and existing-account e-mails", async ({
    request,
  }) => {
    const databaseUrl = shop!.env.DATABASE_URL;
    test.skip(!databaseUrl, "needs the shop's Postgres database to write a legacy account");
    test.setTimeout(90_000);
    const baseURL = shop!.baseUrl;
    const sql = postgres(databaseUrl!, { max: 1, onnotice: () => {} });
    try {
      for (const [label, hostileName] of Object.entries(hostileNames)) {
        const email = `legacy-${label.toLowerCase()}+${Date.now()}@example.com`;
        await sql`insert into users (id, name, email, first_name, last_name) values (${randomUUID()}, ${hostileName}, ${email}, ${hostileName}, ${hostileName})`;
        const post = (path: string, data: Record<string, unknown>) =>
          request.post(`${baseURL}/api/auth${path}`, { headers: originHeaders(baseURL), data });

        // A never-confirmed account from before is no sign-up the shop can confirm; signing up again mails a link.
        expect(
          (
            await post("/sign-up/email", {
              email,
              password: "green tea leaves",
              firstName: "Layla",
              lastName: "Haddad",
            })
          ).status(),
        ).toBe(200);
        await waitForMessage(email, CONFIRM_SUBJECT);
        expect((await post("/request-password-reset", { email, redirectTo: "/account/reset-password" })).status()).toBe(
          200,
        );
        await waitForMessage(email, RESET_SUBJECT);
        await sql`update users set email_verified = true where email = ${email}`;
        expect(
          (
            await post("/sign-up/email", {
              email,
              password: "another passphrase",
              name: "Someone Else",
              firstName: "Someone",
              lastName: "Else",
              callbackURL: "/",
            })
          ).status(),
        ).toBe(200);
        const notice = await waitForMessage(email, EXISTS_SUBJECT);
        expect(notice.to).toEqual([email]);

        // The mail server has the message before the worker records the delivery, so the row may still read pending.
        await expect
          .poll(
            async () =>
              (await sql<{ status: string }[]>`select status from outbox_emails where to_address = ${email}`).map(
                (row) => row.status,
              ),
            { timeout: 15_000 },
          )
          .toEqual(["sent", "sent", "sent"]);
      }
    } finally {
      await sql.end();
    }
  });
});
