import { eq } from "drizzle-orm";

import type { Auth } from "@/lib/auth/create-auth";
import { users } from "@/lib/db/schema";
import { openTestDatabaseForFile } from "@/tests/unit/support/mocked-request";
import { createConfirmedAccount, signInCookie, uniqueAddress } from "@/tests/support/test-accounts";
import { createTestAuth } from "@/tests/support/test-auth";
import { fakeCookies as mockFakeCookies } from "@/tests/support/next-request-mocks";

let mockAuth: Auth | undefined;
let mockRequestHeaders = new Headers();
jest.mock("@/lib/db", () => jest.requireActual("@/tests/unit/support/mocked-request").mockedDbModule);
jest.mock("@/lib/auth", () => ({ getAuth: async () => mockAuth! }));
jest.mock("next/headers", () => ({ headers: async () => mockRequestHeaders, cookies: async () => mockFakeCookies(new Map()) }));
jest.mock("next/navigation", () => ({
  notFound: () => {
    throw new Error("NEXT_NOT_FOUND");
  },
}));

import { adminRoute, getAdminUser, requireAdminPage } from "@/lib/auth/admin";

const asBrowser = (cookie?: string, extra: Record<string, string> = {}) => {
  mockRequestHeaders = new Headers({ ...(cookie ? { cookie } : {}), ...extra });
};

const db = openTestDatabaseForFile();
beforeAll(async () => {
  mockAuth = createTestAuth(db());
});

async function confirmedUser(role: "user" | "admin") {
  const account = { email: uniqueAddress(role), password: "green tea leaves" };
  await createConfirmedAccount(mockAuth!, db(), account);
  if (role === "admin") await db().update(users).set({ role: "admin" }).where(eq(users.email, account.email));
  return { ...account, cookie: await signInCookie(mockAuth!, account) };
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
    await mockAuth!.api.signUpEmail({ body: { email, password: "green tea leaves", name: "Climber", role: "admin" } as never });
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
