import { eq } from "drizzle-orm";

import type { Auth } from "@/lib/auth/create-auth";
import { confirmPendingSignUp, countPendingSignUps } from "@/lib/auth/pending-sign-up";
import { authAccounts, outboxEmails, users } from "@/lib/db/schema";
import { openTestDatabaseForFile } from "@/tests/unit/support/mocked-request";
import { apiError, signInCookie, signUp, uniqueAddress } from "@/tests/support/test-accounts";
import { createTestAuth, linkIn } from "@/tests/support/test-auth";

jest.mock("@/lib/db", () => jest.requireActual("@/tests/unit/support/mocked-request").mockedDbModule);
jest.setTimeout(120_000);

// Issue 30: the attacker signs the address up (M1), the owner signs up with their own password (M2), the attacker
// signs up again (M3); all three links land in the owner's inbox and read alike.
const attacker = { password: "mallory got here first", firstName: "Mallory", lastName: "Intruder" };
const ownerPassword = "the owner's own tea garden";

let auth: Auth;
let secret: string;
const db = openTestDatabaseForFile();
beforeAll(async () => {
  auth = createTestAuth(db());
  ({ secret } = await auth.$context);
});

/** Every confirmation link e-mailed to `email`, oldest first. */
async function confirmationLinks(email: string): Promise<string[]> {
  const mails = await db().select().from(outboxEmails).where(eq(outboxEmails.toAddress, email)).orderBy(outboxEmails.createdAt);
  return mails.filter((mail) => mail.kind === "account_confirm").map((mail) => linkIn(mail.textBody));
}
const tokenOf = (link: string) => new URL(link).searchParams.get("token") ?? "";
const confirm = (link: string, password: string) => confirmPendingSignUp({ db: db(), secret }, { token: tokenOf(link), password });

async function raceTheOwner(email: string): Promise<string[]> {
  await signUp(auth, { email, ...attacker });
  await signUp(auth, { email, password: ownerPassword, firstName: "Layla", lastName: "Haddad" });
  await signUp(auth, { email, ...attacker });
  const links = await confirmationLinks(email);
  expect(links).toHaveLength(3);
  expect(await db().select().from(users).where(eq(users.email, email))).toHaveLength(0);
  return links;
}

describe("the sign-up race of issue 30", () => {
  test.each([
    ["the owner's own link (M2)", 1],
    ["the attacker's later link (M3)", 2],
    ["the attacker's first link (M1)", 0],
  ])("confirming through %s with the owner's password gives the owner's account", async (_label, index) => {
    const email = uniqueAddress("race");
    const links = await raceTheOwner(email);
    expect(await confirm(links[index]!, ownerPassword)).toMatchObject({ ok: true, email });
    const [user] = await db().select().from(users).where(eq(users.email, email));
    expect(user).toMatchObject({ emailVerified: true, firstName: "Layla", lastName: "Haddad" });
    expect(await countPendingSignUps(db(), email)).toBe(0);
    for (const link of links) expect(await confirm(link, attacker.password)).toEqual({ ok: false, code: "invalid_link" });

    expect(await signInCookie(auth, { email, password: ownerPassword })).toMatch(/^better-auth\.session_token=/);
    expect(await apiError(auth.api.signInEmail({ body: { email, password: attacker.password }, headers: new Headers({ origin: "http://127.0.0.1:3203" }) }))).toMatchObject({ statusCode: 401 });
    expect(await db().select().from(authAccounts).where(eq(authAccounts.userId, user!.id))).toHaveLength(1);
  });

  test("a wrong password on the owner's link leaves every pending sign-up, and the owner can still confirm", async () => {
    const email = uniqueAddress("race");
    const links = await raceTheOwner(email);
    expect(await confirm(links[1]!, "a guess")).toEqual({ ok: false, code: "wrong_password" });
    expect(await countPendingSignUps(db(), email)).toBe(3);
    expect((await confirm(links[2]!, ownerPassword)).ok).toBe(true);
  });

  test("a link that is not the address's, used or expired confirms nothing", async () => {
    const email = uniqueAddress("race");
    const links = await raceTheOwner(email);
    expect(await confirm("http://x/?token=made-up", ownerPassword)).toEqual({ ok: false, code: "invalid_link" });
    const tomorrow = new Date(Date.now() + 25 * 60 * 60 * 1000);
    expect(await confirmPendingSignUp({ db: db(), secret }, { token: tokenOf(links[1]!), password: ownerPassword }, tomorrow)).toEqual({
      ok: false,
      code: "invalid_link",
    });
    expect(await db().select().from(users).where(eq(users.email, email))).toHaveLength(0);
  });

  test("two confirmations at once create one account", async () => {
    const email = uniqueAddress("race");
    const links = await raceTheOwner(email);
    const outcomes = await Promise.all([confirm(links[1]!, ownerPassword), confirm(links[2]!, ownerPassword)]);
    expect(outcomes.filter((outcome) => outcome.ok)).toHaveLength(1);
    expect(await db().select().from(users).where(eq(users.email, email))).toHaveLength(1);
  });

  test("a never-confirmed account left from before is replaced by the confirmed sign-up, with none of its rows", async () => {
    const email = uniqueAddress("legacy");
    const legacyId = `legacy-${Date.now()}`;
    await db().insert(users).values({ id: legacyId, email, name: "Mallory Intruder", emailVerified: false });
    await db().insert(authAccounts).values({ id: `${legacyId}-c`, accountId: legacyId, providerId: "credential", userId: legacyId, password: "scrypt$1$1$1$00$00" });
    await signUp(auth, { email, password: ownerPassword, firstName: "Layla", lastName: "Haddad" });
    const [link] = await confirmationLinks(email);
    expect((await confirm(link!, ownerPassword)).ok).toBe(true);
    const rows = await db().select().from(users).where(eq(users.email, email));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.id).not.toBe(legacyId);
    expect(await db().select().from(authAccounts).where(eq(authAccounts.userId, legacyId))).toHaveLength(0);
  });
});
