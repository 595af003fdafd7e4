import { eq } from "drizzle-orm";

import { accountMessages as accountMessagesByLocale } from "@/content/messages/account";
import type { Auth } from "@/lib/auth/create-auth";
import { confirmPendingSignUp } from "@/lib/auth/pending-sign-up";
import { outboxEmails, users } from "@/lib/db/schema";
import { openTestDatabaseForFile } from "@/tests/unit/support/mocked-request";
import { apiError, createConfirmedAccount, signInCookie, signUp, uniqueAddress } from "@/tests/support/test-accounts";
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

describe("a sign-up for an address someone else registered first (issues 22 and 30)", () => {
  test("the stranger's sign-up is no account: the owner confirms either link with their own password, the stranger's never signs in", async () => {
    const email = uniqueAddress("victim");
    const first = await signUp(auth, { email, ...attacker });
    const attackerLink = linkIn((await confirmationMail(email)).textBody);
    expect(await userRow(email)).toBeUndefined();

    const second = await signUp(auth, { email, ...owner });
    // The owner sees an ordinary sign-up: the same answer.
    expect(second).toEqual(first);
    expect(await userRow(email)).toBeUndefined();

    // The owner's e-mail greets nobody by a name a stranger could have typed.
    const mail = await confirmationMail(email);
    expect(linkIn(mail.textBody)).not.toBe(attackerLink);
    expect(mail.textBody).not.toMatch(/Mallory|Intruder|Victoria/);
    expect(mail.textBody.startsWith(accountMessagesByLocale.en.mail.confirm.text("", "").split("\n")[0]!)).toBe(true);
    expect(mail.toName).toBeNull();

    // The owner clicks the stranger's link (the two read alike) and types their own password: the owner's account.
    const { secret } = await auth.$context;
    const token = new URL(attackerLink).searchParams.get("token")!;
    expect(await confirmPendingSignUp({ db: db(), secret }, { token, password: owner.password })).toMatchObject({ ok: true });
    expect(await userRow(email)).toMatchObject({ firstName: "Victoria", lastName: "Owner", emailVerified: true });

    expect(await signInCookie(auth, { email, password: owner.password })).toMatch(/^better-auth\.session_token=/);
    expect(await apiError(auth.api.signInEmail({ body: { email, password: attacker.password }, headers: clientHeaders() }))).toMatchObject({ statusCode: 401 });
    // Every link is spent once the address is confirmed.
    const ownersToken = new URL(linkIn(mail.textBody)).searchParams.get("token")!;
    expect(await confirmPendingSignUp({ db: db(), secret }, { token: ownersToken, password: attacker.password })).toEqual({ ok: false, code: "invalid_link" });
  });

  test("a confirmed account is never changed by a later sign-up", async () => {
    const email = uniqueAddress("owner");
    await createConfirmedAccount(auth, db(), { email, ...owner });
    const before = await userRow(email);
    await db().delete(outboxEmails).where(eq(outboxEmails.toAddress, email));

    await signUp(auth, { email, ...attacker });
    expect(await userRow(email)).toEqual(before);
    expect(await latestMail(db(), email, "account_confirm")).toBeNull();
    expect(await signInCookie(auth, { email, password: owner.password })).toBeTruthy();
    expect(await apiError(auth.api.signInEmail({ body: { email, password: attacker.password }, headers: clientHeaders() }))).toMatchObject({ statusCode: 401 });
  });
});
