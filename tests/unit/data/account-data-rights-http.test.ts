import { eq } from "drizzle-orm";

import { accountMessages } from "@/content/messages/ar/account";
import type { Auth } from "@/lib/auth/create-auth";
import { users } from "@/lib/db/schema";
import { fakeCookies as mockFakeCookies, type CookieJar } from "@/tests/support/next-request-mocks";
import { createConfirmedAccount, signInCookie, uniqueAddress } from "@/tests/support/test-accounts";
import { createTestAuth } from "@/tests/support/test-auth";
import { openTestDatabaseForFile } from "@/tests/unit/support/mocked-request";

let mockAuth: Auth | undefined;
const mockJar: CookieJar = new Map();
jest.mock("@/lib/db", () => jest.requireActual("@/tests/unit/support/mocked-request").mockedDbModule);
jest.mock("@/lib/auth", () => ({ getAuth: async () => mockAuth! }));
jest.mock("next/headers", () => ({
  cookies: async () => mockFakeCookies(mockJar),
  headers: async () =>
    new Headers({ "x-shop-client-address": "203.0.113.77", origin: "http://127.0.0.1:3203", cookie: [...mockJar].map(([name, { value }]) => `${name}=${value}`).join("; ") }),
}));
jest.mock("next/navigation", () => jest.requireActual("@/tests/unit/support/mocked-navigation").mockedNavigationModule);

import { GET as exportRoute } from "@/app/api/account/export/route";
import { deleteAccountAction } from "@/lib/actions/account/delete-account";

jest.setTimeout(120_000);

const db = openTestDatabaseForFile();
beforeAll(() => {
  mockAuth = createTestAuth(db());
});
beforeEach(() => mockJar.clear());

const password = "green tea leaves";
async function signedIn(prefix: string) {
  const email = uniqueAddress(prefix);
  await createConfirmedAccount(mockAuth!, db(), { email, password });
  const [name, value] = (await signInCookie(mockAuth!, { email, password })).split(/=(.*)/s);
  mockJar.set(name!, { value: value! });
  return email;
}
const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
};

describe("GET /api/account/export", () => {
  test("without a session: 401 and no data", async () => {
    const response = await exportRoute();
    expect(response.status).toBe(401);
    expect(response.headers.get("cache-control")).toBe("no-store");
  });

  test("signed in: the shopper's own data as a JSON attachment that is never cached", async () => {
    const email = await signedIn("export-route");
    const response = await exportRoute();
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(response.headers.get("content-disposition")).toMatch(/^attachment; filename="[^"]+\.json"$/);
    expect(((await response.json()) as { profile: { email: string } }).profile.email).toBe(email);
  });
});

describe("deleteAccountAction", () => {
  test("in Arabic: a missing password and a wrong one are refused in Arabic, and the account stays", async () => {
    const email = await signedIn("delete-action-ar");
    const missing = await deleteAccountAction(null, form({ locale: "ar", reviews: "keep" }));
    expect(missing).toMatchObject({ ok: false, code: "invalid", fieldErrors: { password: "يرجى إدخال كلمة المرور" }, values: { reviews: "keep" } });
    const wrong = await deleteAccountAction(null, form({ locale: "ar", password: "wrong password here", reviews: "keep" }));
    expect(wrong).toEqual({ ok: false, code: "wrong_password", message: accountMessages.errors.wrongPassword, fieldErrors: {}, values: { reviews: "keep" } });
    expect(await db().select().from(users).where(eq(users.email, email))).toHaveLength(1);
  });

  test("the right password deletes the account and lands on the home page with a notice", async () => {
    const email = await signedIn("delete-action");
    await expect(deleteAccountAction(null, form({ locale: "ar", password, reviews: "delete" }))).rejects.toMatchObject({ to: "/ar" });
    expect(await db().select().from(users).where(eq(users.email, email))).toEqual([]);
    expect(mockJar.get("flash")?.value).toBe("account-deleted");
  });
});
