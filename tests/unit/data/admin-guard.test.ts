import { eq } from "drizzle-orm";

import type { Auth } from "@/lib/auth/create-auth";
import { sessions, users } from "@/lib/db/schema";
import { openTestDatabaseForFile } from "@/tests/unit/support/mocked-request";
import { createAdminSetUp } from "@/lib/auth/admin-set-up";
import { countPendingSignUps } from "@/lib/auth/pending-sign-up";
import { apiError, confirmByMail, createConfirmedAccount, signInCookie, signUp, turnOnTotp, uniqueAddress } from "@/tests/support/test-accounts";
import { clientHeaders, createTestAuth, TEST_SITE_URL } from "@/tests/support/test-auth";
import { fakeCookies as mockFakeCookies } from "@/tests/support/next-request-mocks";

let mockAuth: Auth | undefined;
let mockRequestHeaders = new Headers();
jest.mock("@/lib/db", () => jest.requireActual("@/tests/unit/support/mocked-request").mockedDbModule);
jest.mock("@/lib/auth", () => ({ getAuth: async () => mockAuth! }));
jest.mock("next/headers", () => ({ headers: async () => mockRequestHeaders, cookies: async () => mockFakeCookies(new Map()) }));
jest.mock("next/navigation", () => jest.requireActual("@/tests/unit/support/mocked-navigation").mockedNavigationModule);

// Several sign-ins and TOTP set-ups at production scrypt cost.
jest.setTimeout(120_000);

import { ADMIN_SIGN_IN_AGAIN_PATH, ADMIN_TWO_FACTOR_SETUP_PATH, adminRoute, getAdminAccess, getAdminUser, requireAdminPage } from "@/lib/auth/admin";

const asBrowser = (cookie?: string, extra: Record<string, string> = {}) => {
  mockRequestHeaders = new Headers({ ...(cookie ? { cookie } : {}), ...extra });
};

const db = openTestDatabaseForFile();
beforeAll(async () => {
  mockAuth = createTestAuth(db());
});

/** A confirmed account; an admin also turns on TOTP, as the back office requires (the cookie is of that session). */
async function confirmedUser(role: "user" | "admin" | "admin without two-factor") {
  const account = { email: uniqueAddress(role === "user" ? "user" : "admin"), password: "green tea leaves" };
  await createConfirmedAccount(mockAuth!, db(), account);
  if (role !== "user") await db().update(users).set({ role: "admin" }).where(eq(users.email, account.email));
  const cookie = await signInCookie(mockAuth!, account);
  if (role !== "admin") return { ...account, cookie };
  return { ...account, cookie: (await turnOnTotp(mockAuth!, account, cookie)).cookie };
}

describe("getAdminUser and requireAdminPage", () => {
  test("an anonymous request gets no admin and the 404 page", async () => {
    asBrowser();
    expect(await getAdminUser()).toBeNull();
    await expect(requireAdminPage()).rejects.toThrow("NEXT_NOT_FOUND");
  });

  test("a signed-in shopper without the role gets no admin, also with a forged x-middleware-subrequest header", async () => {
    const shopper = await confirmedUser("user");
    for (const extra of [{}, { "x-middleware-subrequest": "proxy:proxy:proxy:proxy:proxy" }] as Record<string, string>[]) {
      asBrowser(shopper.cookie, extra);
      expect(await getAdminUser()).toBeNull();
      await expect(requireAdminPage()).rejects.toThrow("NEXT_NOT_FOUND");
    }
  });

  test("a made-up or tampered session cookie gets no admin", async () => {
    const admin = await confirmedUser("admin");
    asBrowser(admin.cookie.replace(/=(.)/, (_match, first: string) => `=${first === "A" ? "B" : "A"}`));
    expect(await getAdminUser()).toBeNull();
  });

  test("an admin's session gives the admin, until that session is signed out everywhere", async () => {
    const admin = await confirmedUser("admin");
    asBrowser(admin.cookie);
    expect(await getAdminUser()).toEqual({ id: expect.any(String), email: admin.email, name: "Layla Test" });
    expect(await requireAdminPage()).toMatchObject({ email: admin.email });

    await mockAuth!.api.revokeSessions({ headers: new Headers({ cookie: admin.cookie }) });
    expect(await getAdminUser()).toBeNull();
  });

  test("losing the role takes effect on the next request, not at the next sign-in", async () => {
    const admin = await confirmedUser("admin");
    asBrowser(admin.cookie);
    expect(await getAdminUser()).not.toBeNull();
    await db().update(users).set({ role: "user" }).where(eq(users.email, admin.email));
    expect(await getAdminUser()).toBeNull();
  });

  test("the role cannot be chosen at sign-up", async () => {
    const email = uniqueAddress("climber");
    await mockAuth!.api.signUpEmail({ body: { email, password: "green tea leaves", name: "Climber", role: "admin" } as never, headers: clientHeaders() });
    expect(await confirmByMail(mockAuth!, db(), email, "green tea leaves")).toMatchObject({ ok: true });
    const [user] = await db().select().from(users).where(eq(users.email, email));
    expect(user?.role).toBe("user");
  });

  test("an admin route handler answers 404 to everyone but an admin, and never runs for them", async () => {
    let runs = 0;
    const route = adminRoute(async (admin, request: Request) => {
      runs++;
      return Response.json({ admin: admin.email, path: new URL(request.url).pathname });
    });
    const request = new Request("http://127.0.0.1:3203/api/admin/export");

    asBrowser();
    expect((await route(request)).status).toBe(404);
    const shopper = await confirmedUser("user");
    asBrowser(shopper.cookie, { "x-middleware-subrequest": "proxy:proxy:proxy:proxy:proxy" });
    const refused = await route(request);
    expect(refused.status).toBe(404);
    expect(refused.headers.get("cache-control")).toBe("no-store");
    expect(runs).toBe(0);

    const admin = await confirmedUser("admin");
    asBrowser(admin.cookie);
    const allowed = await route(request);
    expect(await allowed.json()).toEqual({ admin: admin.email, path: "/api/admin/export" });
    expect(runs).toBe(1);
  });
});

describe("admins use two factors and recent sign-ins (issue 22)", () => {
  const route = adminRoute(async (admin, request: Request) => Response.json({ admin: admin.email, path: new URL(request.url).pathname }));
  const request = () => new Request("http://127.0.0.1:3203/admin/subscribers/export");

  test("an admin without two-factor authentication gets no back-office data: pages send them to the set-up, routes refuse", async () => {
    const admin = await confirmedUser("admin without two-factor");
    asBrowser(admin.cookie);
    expect(await getAdminAccess()).toEqual({ state: "needs-two-factor" });
    expect(await getAdminUser()).toBeNull();
    await expect(requireAdminPage()).rejects.toThrow(`NEXT_REDIRECT ${ADMIN_TWO_FACTOR_SETUP_PATH}`);
    expect(ADMIN_TWO_FACTOR_SETUP_PATH).toBe("/account?admin=two-factor#security");
    expect((await route(request())).status).toBe(404);

    // Turning TOTP on (a fresh session) opens the back office.
    const { cookie } = await turnOnTotp(mockAuth!, admin, admin.cookie);
    asBrowser(cookie);
    expect(await getAdminUser()).toMatchObject({ email: admin.email });
    expect(await (await route(request())).json()).toEqual({ admin: admin.email, path: "/admin/subscribers/export" });
  });

  test("a sign-in opens the back office for 12 hours; after that the session ends and a new sign-in is asked for", async () => {
    const admin = await confirmedUser("admin");
    asBrowser(admin.cookie);
    const token = decodeURIComponent(admin.cookie.split("=")[1]!).split(".")[0]!;
    await db().update(sessions).set({ signedInAt: new Date(Date.now() - 11.5 * 3_600_000) }).where(eq(sessions.token, token));
    expect(await getAdminUser()).not.toBeNull();

    await db().update(sessions).set({ signedInAt: new Date(Date.now() - 12.5 * 3_600_000) }).where(eq(sessions.token, token));
    await expect(requireAdminPage()).rejects.toThrow(`NEXT_REDIRECT ${ADMIN_SIGN_IN_AGAIN_PATH}`);
    expect(await db().select().from(sessions).where(eq(sessions.token, token))).toEqual([]);
    expect(await getAdminUser()).toBeNull();
    expect((await route(request())).status).toBe(404);
  });

  test("a password change gives a new session but not 12 new hours: they count from the sign-in with both factors", async () => {
    const admin = await confirmedUser("admin");
    const token = decodeURIComponent(admin.cookie.split("=")[1]!).split(".")[0]!;
    await db().update(sessions).set({ signedInAt: new Date(Date.now() - 12.5 * 3_600_000) }).where(eq(sessions.token, token));
    const changed = await mockAuth!.api.changePassword({
      body: { currentPassword: admin.password, newPassword: "a fresh long passphrase" },
      headers: new Headers({ cookie: admin.cookie }),
      returnHeaders: true,
    });
    const renewed = /better-auth\.session_token=[^;]+/.exec(changed.headers.get("set-cookie") ?? "")![0];
    asBrowser(renewed);
    expect(await getAdminAccess()).toEqual({ state: "sign-in-expired" });
  });

  /** What the owner does with the link `npm run admin:create` printed: choose the password on its page. */
  async function setPasswordThroughAdminLink(email: string, password: string) {
    const { url } = await createAdminSetUp(db(), email, TEST_SITE_URL);
    expect(url.startsWith(`${TEST_SITE_URL}/account/reset-password?token=`)).toBe(true);
    const token = new URL(url).searchParams.get("token")!;
    await mockAuth!.api.resetPassword({ body: { token, newPassword: password }, headers: clientHeaders() });
    // The link works once.
    expect(await apiError(mockAuth!.api.resetPassword({ body: { token, newPassword: "a second try here" }, headers: clientHeaders() }))).toMatchObject({ statusCode: 400 });
  }

  test("admin:create on an address a stranger signed up for first makes the admin of whoever sets the password through its link", async () => {
    const email = uniqueAddress("made-admin");
    const stranger = { email, password: "i got here first", firstName: "Mallory", lastName: "Intruder" };
    await signUp(mockAuth!, stranger);
    await setPasswordThroughAdminLink(email, "the real shop owner");
    expect(await countPendingSignUps(db(), email)).toBe(0);
    expect(await apiError(mockAuth!.api.signInEmail({ body: { email, password: stranger.password }, headers: clientHeaders() }))).toMatchObject({ statusCode: 401 });
    const ownerCookie = await signInCookie(mockAuth!, { email, password: "the real shop owner" });
    asBrowser(ownerCookie);
    expect(await getAdminAccess()).toEqual({ state: "needs-two-factor" });
    asBrowser((await turnOnTotp(mockAuth!, { password: "the real shop owner" }, ownerCookie)).cookie);
    expect(await getAdminUser()).toMatchObject({ email });
  });

  test("admin:create on an existing account ends its sessions and removes its password and two factors", async () => {
    const account = { email: uniqueAddress("existing-admin"), password: "someone else's password" };
    await createConfirmedAccount(mockAuth!, db(), account);
    const cookie = await signInCookie(mockAuth!, account);
    await turnOnTotp(mockAuth!, account, cookie);
    await createAdminSetUp(db(), account.email, TEST_SITE_URL);
    const [user] = await db().select().from(users).where(eq(users.email, account.email));
    expect(user).toMatchObject({ role: "admin", emailVerified: true, twoFactorEnabled: false });
    expect(await db().select().from(sessions).where(eq(sessions.userId, user!.id))).toEqual([]);
    expect(await apiError(mockAuth!.api.signInEmail({ body: account, headers: clientHeaders() }))).toMatchObject({ statusCode: 401 });

    await setPasswordThroughAdminLink(account.email, "the owner's new password");
    asBrowser(await signInCookie(mockAuth!, { email: account.email, password: "the owner's new password" }));
    expect(await getAdminAccess()).toEqual({ state: "needs-two-factor" });
  });
});
