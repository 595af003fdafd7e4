import { randomUUID } from "node:crypto";

import { eq } from "drizzle-orm";

import { createLocalProvider } from "@/lib/commerce/local/provider";
import { eraseAccount } from "@/lib/account/erase-account";
import { exportAccountData } from "@/lib/account/export-account-data";
import { SAVED_ADDRESS_LIMIT } from "@/lib/addresses/address-limit";
import { listSavedAddresses } from "@/lib/addresses/saved-address-reads";
import {
  addSavedAddress,
  deleteSavedAddress,
  makeDefaultSavedAddress,
  updateSavedAddress,
} from "@/lib/addresses/saved-addresses";
import { addressToFill } from "@/lib/addresses/shopper-addresses";
import { savedAddresses, users } from "@/lib/db/schema";
import { env } from "@/lib/env";
import { deliveryDetails } from "@/tests/support/delivery-details";
import { freshClientAddress } from "@/tests/support/client-address";
import { fakeCookies as mockFakeCookies, type CookieJar } from "@/tests/support/next-request-mocks";
import { uniqueAddress } from "@/tests/support/test-accounts";
import { openTestDatabaseForFile } from "@/tests/unit/support/mocked-request";

type MockSession = { user: { id: string; email: string } } | null;
let mockSession: MockSession = null;
let mockClient = "203.0.113.80";
const mockJar: CookieJar = new Map();
jest.mock("@/lib/db", () => jest.requireActual("@/tests/unit/support/mocked-request").mockedDbModule);
// Who is signed in is Better Auth's business (tested in accounts-auth); here the session is simply given.
jest.mock("@/lib/auth/session", () => ({ getCurrentSession: async () => mockSession }));
jest.mock("next/headers", () => ({
  cookies: async () => mockFakeCookies(mockJar),
  headers: async () => new Headers({ "x-shop-client-address": mockClient }),
}));
jest.mock("next/server", () => ({ after: (task: () => unknown) => void task() }));
jest.mock("next/navigation", () => jest.requireActual("@/tests/unit/support/mocked-navigation").mockedNavigationModule);

import { placeOrderAction } from "@/lib/actions/place-order";
import {
  deleteAddressFormAction,
  makeDefaultAddressFormAction,
  saveAddressAction,
} from "@/lib/actions/saved-addresses";

const db = openTestDatabaseForFile();
beforeEach(() => {
  mockSession = null;
  mockClient = freshClientAddress();
  mockJar.clear();
});
afterEach(() => jest.restoreAllMocks());

/** A shopper row as Better Auth would store it; the data functions need nothing else. */
async function shopper(prefix: string) {
  const email = uniqueAddress(prefix);
  const [user] = await db()
    .insert(users)
    .values({ id: randomUUID(), name: "Aisha Rahman", email, emailVerified: true })
    .returning();
  return user!;
}

const home = {
  fullName: "Aisha Rahman",
  phone: "+971501234567",
  emirate: "Dubai" as const,
  addressLine: "Villa 12, Street 4, Al Barsha 2",
  city: "Al Barsha",
};
const work = { ...home, emirate: "Abu Dhabi" as const, addressLine: "Office 301, Tower B, Al Reem", city: "Al Reem" };

const rowsOf = (userId: string) => db().select().from(savedAddresses).where(eq(savedAddresses.userId, userId));

function form(fields: Record<string, string>) {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
}
/** Where an action that ends on another page sent the shopper (the mocked redirect throws it). */
const redirectOf = (call: Promise<unknown>): Promise<{ to?: string; answer?: unknown }> =>
  call.then(
    (answer) => ({ answer }),
    (error: { url?: string }) => ({ to: error.url }),
  );

describe("the address book", () => {
  test("the first address is the default; the same address saved again is the same one", async () => {
    const user = await shopper("first");
    const first = await addSavedAddress(db(), user.id, home);
    const again = await addSavedAddress(db(), user.id, { ...home, city: "al  barsha" });
    expect(first).toMatchObject({ ok: true, created: true });
    expect(again).toEqual({ ok: true, id: first.ok ? first.id : "", created: false });
    expect(await listSavedAddresses(db(), user.id)).toEqual([expect.objectContaining({ ...home, isDefault: true })]);
  });

  test("making another the default leaves exactly one default, and doing it twice changes nothing", async () => {
    const user = await shopper("default");
    await addSavedAddress(db(), user.id, home);
    const second = await addSavedAddress(db(), user.id, work);
    const id = second.ok ? second.id : "";
    expect(await makeDefaultSavedAddress(db(), user.id, id)).toBe(true);
    expect(await makeDefaultSavedAddress(db(), user.id, id)).toBe(true);
    const list = await listSavedAddresses(db(), user.id);
    expect(list.filter((address) => address.isDefault).map((address) => address.id)).toEqual([id]);
    // The default heads the list, so the book and checkout show it first.
    expect(list[0]?.id).toBe(id);
  });

  test("the database itself refuses a second default for one shopper", async () => {
    const user = await shopper("index");
    await addSavedAddress(db(), user.id, home);
    await expect(db().insert(savedAddresses).values({ userId: user.id, ...work, isDefault: true })).rejects.toThrow();
  });

  test(`a shopper keeps at most ${SAVED_ADDRESS_LIMIT} addresses`, async () => {
    const user = await shopper("limit");
    for (let n = 1; n <= SAVED_ADDRESS_LIMIT; n++)
      expect(await addSavedAddress(db(), user.id, { ...home, addressLine: `Villa ${n}, Street 4` })).toMatchObject({
        ok: true,
      });
    expect(await addSavedAddress(db(), user.id, work)).toEqual({ ok: false, reason: "limit_reached" });
    // An address already in the full book is still found: checkout saving it again is no refusal.
    expect(await addSavedAddress(db(), user.id, { ...home, addressLine: "Villa 3, Street 4" })).toMatchObject({
      ok: true,
      created: false,
    });
    expect(await rowsOf(user.id)).toHaveLength(SAVED_ADDRESS_LIMIT);
  });

  test("deleting the default makes the newest left the default; deleting it again answers not there", async () => {
    const user = await shopper("delete");
    const first = await addSavedAddress(db(), user.id, home);
    await addSavedAddress(db(), user.id, work);
    const id = first.ok ? first.id : "";
    expect(await deleteSavedAddress(db(), user.id, id)).toBe(true);
    expect(await deleteSavedAddress(db(), user.id, id)).toBe(false);
    expect(await listSavedAddresses(db(), user.id)).toEqual([expect.objectContaining({ ...work, isDefault: true })]);
  });

  test("another shopper's address can be neither changed, made default nor deleted", async () => {
    const [aisha, noor] = [await shopper("aisha"), await shopper("noor")];
    const saved = await addSavedAddress(db(), aisha.id, home);
    const id = saved.ok ? saved.id : "";
    expect(await updateSavedAddress(db(), noor.id, id, work)).toBe(false);
    expect(await makeDefaultSavedAddress(db(), noor.id, id)).toBe(false);
    expect(await deleteSavedAddress(db(), noor.id, id)).toBe(false);
    expect(await listSavedAddresses(db(), aisha.id)).toEqual([expect.objectContaining(home)]);
    expect(await rowsOf(noor.id)).toEqual([]);
  });

  test("checkout fills the picked address when it is the shopper's, else the default", async () => {
    const user = await shopper("fill");
    await addSavedAddress(db(), user.id, home);
    const second = await addSavedAddress(db(), user.id, work);
    const list = await listSavedAddresses(db(), user.id);
    expect(addressToFill(list, undefined)).toMatchObject(home);
    expect(addressToFill(list, second.ok ? second.id : "")).toMatchObject(work);
    expect(addressToFill(list, randomUUID())).toMatchObject(home);
    expect(addressToFill([], undefined)).toBeUndefined();
  });

  test("the data export lists the addresses, and deleting the account deletes them", async () => {
    const user = await shopper("rights");
    await addSavedAddress(db(), user.id, home);
    await addSavedAddress(db(), user.id, work);
    const data = await exportAccountData(db(), user);
    expect(data.addressBook).toEqual([
      expect.objectContaining({ ...home, isDefault: true, savedAt: expect.any(Date) }),
      expect.objectContaining({ ...work, isDefault: false }),
    ]);

    await eraseAccount(db(), user, "delete");
    expect(await rowsOf(user.id)).toEqual([]);
  });
});

describe("the address book actions", () => {
  const entries = { ...deliveryDetails, locale: "en" };

  test("a guest is refused and nothing is stored", async () => {
    const before = await db().select().from(savedAddresses);
    expect(await saveAddressAction(null, form(entries))).toMatchObject({ ok: false, code: "sign_in_required" });
    expect(await db().select().from(savedAddresses)).toEqual(before);
  });

  test("signed in, a saved address goes to the book; an invalid one comes back with the phone's error", async () => {
    const user = await shopper("save");
    mockSession = { user: { id: user.id, email: user.email } };
    expect(await redirectOf(saveAddressAction(null, form(entries)))).toEqual({ to: "/account/addresses?done=saved" });
    // A second submit of the same form adds nothing.
    expect(await redirectOf(saveAddressAction(null, form(entries)))).toEqual({ to: "/account/addresses?done=saved" });
    expect(await rowsOf(user.id)).toHaveLength(1);

    const refused = await saveAddressAction(null, form({ ...entries, phone: "12345", locale: "ar" }));
    expect(refused).toMatchObject({ ok: false, code: "invalid", values: { phone: "12345", city: "Al Barsha" } });
    expect(refused.ok ? "" : refused.fieldErrors.phone).toMatch(/[\u0600-\u06FF]/);
  });

  test("an edit, a delete or a default of another shopper's address answers not found", async () => {
    const [aisha, noor] = [await shopper("owner"), await shopper("other")];
    const saved = await addSavedAddress(db(), aisha.id, home);
    const id = saved.ok ? saved.id : "";
    mockSession = { user: { id: noor.id, email: noor.email } };

    expect(await saveAddressAction(null, form({ ...entries, id }))).toMatchObject({ ok: false, code: "not_found" });
    expect(await saveAddressAction(null, form({ ...entries, id: "not-an-id" }))).toMatchObject({
      ok: false,
      code: "not_found",
    });
    expect(await redirectOf(deleteAddressFormAction(form({ id, locale: "ar" })))).toEqual({
      to: "/ar/account/addresses?notice=not_found",
    });
    expect(await redirectOf(makeDefaultAddressFormAction(form({ id })))).toEqual({
      to: "/account/addresses?notice=not_found",
    });
    expect(await listSavedAddresses(db(), aisha.id)).toEqual([expect.objectContaining(home)]);
  });

  test("the owner's edit, default and delete work, each twice without harm", async () => {
    const user = await shopper("owner-changes");
    await addSavedAddress(db(), user.id, home);
    const second = await addSavedAddress(db(), user.id, work);
    const id = second.ok ? second.id : "";
    mockSession = { user: { id: user.id, email: user.email } };

    const edit = form({ ...entries, id, city: "Al Reem Island" });
    expect(await redirectOf(saveAddressAction(null, edit))).toEqual({ to: "/account/addresses?done=saved" });
    expect(await redirectOf(saveAddressAction(null, edit))).toEqual({ to: "/account/addresses?done=saved" });
    for (let n = 0; n < 2; n++)
      expect(await redirectOf(makeDefaultAddressFormAction(form({ id })))).toEqual({
        to: "/account/addresses?done=default",
      });
    expect((await listSavedAddresses(db(), user.id))[0]).toMatchObject({ id, city: "Al Reem Island", isDefault: true });
    expect(await redirectOf(deleteAddressFormAction(form({ id })))).toEqual({ to: "/account/addresses?done=deleted" });
    expect(await redirectOf(deleteAddressFormAction(form({ id })))).toEqual({
      to: "/account/addresses?notice=not_found",
    });
    expect(await listSavedAddresses(db(), user.id)).toEqual([expect.objectContaining({ ...home, isDefault: true })]);
  });
});

describe("saving the delivery address at checkout", () => {
  const shop = createLocalProvider(async () => db());
  async function withCart() {
    const cart = await shop.createCart([{ merchandiseId: "gid://shopify/ProductVariant/4801000000001", quantity: 1 }]);
    mockJar.set("cart_id", { value: cart.id });
  }
  const place = (fields: Record<string, string>) => redirectOf(placeOrderAction(null, form(fields)));

  test("ticked, a placed order saves its address once; a refused order or a guest saves nothing", async () => {
    jest.replaceProperty(env, "COMMERCE_PROVIDER", "local");
    const user = await shopper("checkout");
    mockSession = { user: { id: user.id, email: user.email } };

    await withCart();
    expect(await place({ ...deliveryDetails, phone: "12", saveAddress: "on" })).toMatchObject({
      answer: { ok: false, code: "invalid" },
    });
    expect(await rowsOf(user.id)).toEqual([]);

    expect((await place({ ...deliveryDetails, saveAddress: "on" })).to).toMatch(/^\/order-confirmation\?order=/);
    await withCart();
    expect((await place({ ...deliveryDetails, saveAddress: "on" })).to).toMatch(/^\/order-confirmation\?order=/);
    expect(await listSavedAddresses(db(), user.id)).toEqual([
      expect.objectContaining({ ...home, isDefault: true, phone: "+971501234567" }),
    ]);

    // Not ticked: nothing new is kept.
    await withCart();
    await place({ ...deliveryDetails, addressLine: "Apartment 5, Marina Gate 1" });
    expect(await rowsOf(user.id)).toHaveLength(1);

    mockSession = null;
    const before = await db().select().from(savedAddresses);
    await withCart();
    expect((await place({ ...deliveryDetails, addressLine: "Guest street 9", saveAddress: "on" })).to).toMatch(
      /^\/order-confirmation/,
    );
    expect(await db().select().from(savedAddresses)).toEqual(before);
  });
});
