import { randomUUID } from "node:crypto";

import { eq } from "drizzle-orm";

import { products } from "@/content/products";
import { eraseAccount } from "@/lib/account/erase-account";
import { exportAccountData } from "@/lib/account/export-account-data";
import type { Auth } from "@/lib/auth/create-auth";
import { users, wishlistItems } from "@/lib/db/schema";
import { addToWishlist, listWishlist, removeFromWishlist } from "@/lib/wishlist/wishlist-items";
import { freshClientAddress } from "@/tests/support/client-address";
import { createConfirmedAccount, signInCookie, uniqueAddress } from "@/tests/support/test-accounts";
import { createTestAuth } from "@/tests/support/test-auth";
import { openTestDatabaseForFile } from "@/tests/unit/support/mocked-request";

let mockAuth: Auth | undefined;
let mockCookie = "";
let mockClient = "203.0.113.70";
jest.mock("@/lib/db", () => jest.requireActual("@/tests/unit/support/mocked-request").mockedDbModule);
jest.mock("@/lib/auth", () => ({ getAuth: async () => mockAuth! }));
jest.mock("next/headers", () => ({
  cookies: async () => ({ get: () => undefined }),
  headers: async () => new Headers({ "x-shop-client-address": mockClient, cookie: mockCookie }),
}));

import { addToWishlistAction, mergeWishlistAction, removeFromWishlistAction } from "@/lib/actions/wishlist";

// One account signs in through Better Auth (scrypt at production cost).
jest.setTimeout(120_000);

const db = openTestDatabaseForFile();
beforeAll(() => {
  mockAuth = createTestAuth(db());
});
beforeEach(() => {
  mockCookie = "";
  mockClient = freshClientAddress();
});

const [mask, essence, cleanser] = products.map((product) => product.slug);

/** A shopper row as Better Auth would store it; the data functions need nothing else. */
async function shopper(prefix: string) {
  const email = uniqueAddress(prefix);
  const [user] = await db()
    .insert(users)
    .values({ id: randomUUID(), name: "Layla Haddad", email, emailVerified: true })
    .returning();
  return user!;
}

describe("the wishlist in the account", () => {
  test("adding the same product twice keeps one item", async () => {
    const user = await shopper("twice");
    await addToWishlist(db(), user.id, [mask!]);
    expect(await addToWishlist(db(), user.id, [mask!])).toEqual([mask]);
    expect(await db().select().from(wishlistItems).where(eq(wishlistItems.userId, user.id))).toHaveLength(1);
  });

  test("removing takes it off, and removing it again answers the same list", async () => {
    const user = await shopper("remove");
    await addToWishlist(db(), user.id, [mask!, essence!]);
    expect(await removeFromWishlist(db(), user.id, mask!)).toEqual([essence]);
    expect(await removeFromWishlist(db(), user.id, mask!)).toEqual([essence]);
  });

  test("a merge keeps what the account had, adds the browser's once and drops unknown products", async () => {
    const user = await shopper("merge");
    await addToWishlist(db(), user.id, [mask!]);
    const merged = await addToWishlist(db(), user.id, [essence!, mask!, "no-such-product", essence!, cleanser!]);
    expect([...merged].sort()).toEqual([mask, essence, cleanser].sort());
  });

  test("one shopper's changes never touch another's list", async () => {
    const [layla, noor] = [await shopper("layla"), await shopper("noor")];
    await addToWishlist(db(), layla.id, [mask!]);
    await addToWishlist(db(), noor.id, [mask!, cleanser!]);
    await removeFromWishlist(db(), noor.id, mask!);
    expect(await listWishlist(db(), layla.id)).toEqual([mask]);
    expect(await listWishlist(db(), noor.id)).toEqual([cleanser]);
  });

  test("the data export lists the wishlist, and deleting the account deletes it", async () => {
    const user = await shopper("rights");
    await addToWishlist(db(), user.id, [cleanser!, mask!]);
    const data = await exportAccountData(db(), user);
    expect(data.wishlist.map((item) => item.product).sort()).toEqual([mask, cleanser].sort());
    expect(data.wishlist.every((item) => item.savedAt instanceof Date)).toBe(true);

    await eraseAccount(db(), user, "delete");
    expect(await db().select().from(wishlistItems).where(eq(wishlistItems.userId, user.id))).toEqual([]);
  });
});

describe("the wishlist actions", () => {
  test("a guest is told to sign in, and nothing is stored", async () => {
    const before = await db().select().from(wishlistItems);
    expect(await mergeWishlistAction({ slugs: [mask!] })).toMatchObject({ ok: false, code: "sign_in_required" });
    expect(await addToWishlistAction({ slug: mask! })).toMatchObject({ ok: false, code: "sign_in_required" });
    expect(await db().select().from(wishlistItems)).toEqual(before);
  });

  test("signed in, the session decides whose list: merge, add and remove answer the list as it stands", async () => {
    const email = uniqueAddress("actions");
    const password = "green tea leaves";
    await createConfirmedAccount(mockAuth!, db(), { email, password });
    mockCookie = await signInCookie(mockAuth!, { email, password });

    expect(await mergeWishlistAction({ slugs: [mask!, "withdrawn-product"] })).toEqual({ ok: true, data: [mask] });
    expect(await addToWishlistAction({ slug: cleanser! })).toEqual({ ok: true, data: [mask, cleanser] });
    expect(await removeFromWishlistAction({ slug: mask! })).toEqual({ ok: true, data: [cleanser] });
    expect(await removeFromWishlistAction({ slug: mask! })).toEqual({ ok: true, data: [cleanser] });
    // A product the catalogue does not sell is refused, not stored.
    expect(await addToWishlistAction({ slug: "made-up" })).toMatchObject({ ok: false, code: "invalid" });
    // More than a browser's list can hold is refused whole.
    const flood = Array.from({ length: 51 }, () => mask!);
    expect(await mergeWishlistAction({ slugs: flood })).toMatchObject({ ok: false, code: "invalid" });
  });
});
