import { eq } from "drizzle-orm";

import { accountMessages as accountMessagesByLocale } from "@/content/messages/account";
import type { Auth } from "@/lib/auth/create-auth";
import { outboxEmails, sessions, users } from "@/lib/db/schema";
import { openTestDatabaseForFile } from "@/tests/unit/support/mocked-request";
import { apiError, signInCookie, signUp, uniqueAddress } from "@/tests/support/test-accounts";
import { clientHeaders, createTestAuth, latestMail, linkIn } from "@/tests/support/test-auth";

jest.mock("@/lib/db", () => jest.requireActual("@/tests/unit/support/mocked-request").mockedDbModule);

// Several sign-ups and sign-ins at production scrypt cost.
jest.setTimeout(120_000);

let auth: Auth;
const db = openTestDatabaseForFile();
beforeAll(async () => {
  auth = createTestAuth(db());
});

const attacker = { password: "mallory owns this now", firstName: "Mallory", lastName: "Intruder" };
const owner = { password: "my own green tea garden", firstName: "Victoria", lastName: "Owner" };

/** The newest confirmation e-mail to `email` (delivery is queued after the answer, hence the short wait). */
async function confirmationMail(email: string) {
  await new Promise((resolve) => setTimeout(resolve, 50));
  const mail = await latestMail(db(), email, "account_confirm");
  if (!mail) throw new Error(`no confirmation e-mail for ${email}`);
  return mail;
}

const userRow = async (email: string) => (await db().select().from(users).where(eq(users.email, email)))[0];

describe("a sign-up for an address someone else registered first but never confirmed (issue 22)", () => {
  test("the owner's sign-up starts the account over: their password works, the stranger's does not, the stranger's link is void", async () => {
    const email = uniqueAddress("victim");
    const first = await signUp(auth, { email, ...attacker });
    const attackerLink = linkIn((await confirmationMail(email)).textBody);
    const attackerRow = await userRow(email);
    // A session the stranger might hold on the pending account (Better Auth gives none before confirmation; belt and
    // braces).
    await db().insert(sessions).values({ id: `s-${Date.now()}`, token: `t-${Date.now()}`, userId: attackerRow!.id, expiresAt: new Date(Date.now() + 3_600_000) });

    await db().delete(outboxEmails).where(eq(outboxEmails.toAddress, email));
    const second = await signUp(auth, { email, ...owner });
    // The owner sees an ordinary sign-up: same answer shape, no session.
    expect(Object.keys(second).sort()).toEqual(Object.keys(first).sort());
    expect(second.token).toBeNull();

    const rows = await db().select().from(users).where(eq(users.email, email));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ firstName: "Victoria", lastName: "Owner", name: "Victoria Owner", emailVerified: false });
    expect(await db().select().from(sessions).where(eq(sessions.userId, attackerRow!.id))).toEqual([]);

    // The link from the stranger's sign-up no longer confirms anything.
    const stale = await auth.handler(new Request(attackerLink));
    expect(stale.headers.get("location")).toContain("error=INVALID_TOKEN");
    expect((await userRow(email))?.emailVerified).toBe(false);

    // The owner's e-mail greets nobody by a name a stranger could have typed, and confirms the owner's account.
    const mail = await confirmationMail(email);
    expect(mail.textBody).not.toMatch(/Mallory|Intruder|Victoria/);
    expect(mail.textBody.startsWith(accountMessagesByLocale.en.mail.confirm.text("", "").split("\n")[0]!)).toBe(true);
    expect(mail.toName).toBeNull();
    const confirmed = await auth.handler(new Request(linkIn(mail.textBody)));
    expect(confirmed.status).toBe(302);
    expect(confirmed.headers.get("location")).toBe("/");
    expect((await userRow(email))?.emailVerified).toBe(true);

    expect(await signInCookie(auth, { email, password: owner.password })).toMatch(/^better-auth\.session_token=/);
    expect(await apiError(auth.api.signInEmail({ body: { email, password: attacker.password }, headers: clientHeaders() }))).toMatchObject({ statusCode: 401 });
    // Still void after the owner confirmed.
    expect((await auth.handler(new Request(attackerLink))).headers.get("location")).toContain("error=INVALID_TOKEN");
  });

  test("a confirmed account is never started over by a later sign-up", async () => {
    const email = uniqueAddress("owner");
    await signUp(auth, { email, ...owner });
    expect((await auth.handler(new Request(linkIn((await confirmationMail(email)).textBody)))).status).toBe(302);
    const before = await userRow(email);

    await signUp(auth, { email, ...attacker });
    expect(await userRow(email)).toEqual(before);
    expect(await signInCookie(auth, { email, password: owner.password })).toBeTruthy();
    expect(await apiError(auth.api.signInEmail({ body: { email, password: attacker.password }, headers: clientHeaders() }))).toMatchObject({ statusCode: 401 });
  });

});
