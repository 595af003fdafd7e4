import { expect, test, type Page } from "@playwright/test";

import { createConfirmedAccount, newTestAccount, signInThroughApi } from "./support/accounts";
import { canSeedCarts, cartCookie, seedCart } from "./support/seed-cart";

const MASK = "gid://shopify/ProductVariant/4801000000001";

const home = {
  fullName: "Mariam Al Nuaimi",
  phone: "050 123 4567",
  emirate: "Dubai",
  addressLine: "Villa 7, Street 21, Al Khawaneej",
  city: "Al Khawaneej",
};
const office = {
  fullName: "Mariam Al Nuaimi",
  phone: "+971 50 765 4321",
  emirate: "Abu Dhabi",
  addressLine: "Office 301, Tower B, Al Reem Island",
  city: "Al Reem",
};

async function fillAddress(page: Page, address: typeof home) {
  await page.getByLabel("Full name").fill(address.fullName);
  await page.getByLabel("Phone").fill(address.phone);
  await page.getByLabel("Emirate").selectOption(address.emirate);
  await page.getByLabel("Address", { exact: true }).fill(address.addressLine);
  await page.getByLabel("City / area").fill(address.city);
}

const savedList = (page: Page) => page.getByRole("list", { name: "Saved addresses" });

test.describe("the address book", () => {
  test.skip(!canSeedCarts, "carts are seeded through DATABASE_URL; embedded PGlite belongs to the server process");

  test("a saved address fills checkout, checkout saves a new one, and a deleted account takes its addresses", async ({
    page,
    browser,
    baseURL,
  }) => {
    test.setTimeout(180_000);
    const account = newTestAccount("addresses", test.info().workerIndex);
    await createConfirmedAccount(page.request, baseURL!, account);
    expect((await signInThroughApi(page, baseURL!, account)).ok()).toBe(true);

    // The book opens from the account page; a wrong phone is refused under its field with the entries kept.
    await page.goto("/account");
    await page.getByRole("link", { name: "Manage your addresses" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Your addresses" })).toBeVisible();
    await expect(page.getByText("No saved addresses yet.", { exact: false })).toBeVisible();
    await fillAddress(page, { ...home, phone: "12345" });
    await page.getByRole("button", { name: "Save address" }).click();
    await expect(
      page.getByText("Please enter a UAE phone number starting with +971 or 0, e.g. +971 50 123 4567"),
    ).toBeVisible();
    await expect(page.getByLabel("Address", { exact: true })).toHaveValue(home.addressLine);
    await page.getByLabel("Phone").fill(home.phone);
    await page.getByRole("button", { name: "Save address" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Address saved." })).toBeVisible();
    await expect(savedList(page).getByText(home.addressLine)).toBeVisible();
    await expect(savedList(page).getByText("Default")).toBeVisible();

    // Without JavaScript the plain forms still save, and a second address can become the default.
    const plain = await browser.newContext({
      javaScriptEnabled: false,
      storageState: await page.context().storageState(),
    });
    const noScript = await plain.newPage();
    await noScript.goto("/account/addresses");
    await fillAddress(noScript, office);
    await noScript.getByRole("button", { name: "Save address" }).click();
    await expect(noScript.getByRole("status").filter({ hasText: "Address saved." })).toBeVisible();
    await noScript.getByRole("button", { name: `Make default the address for ${office.fullName}` }).click();
    await expect(noScript.getByRole("status").filter({ hasText: "Default address changed." })).toBeVisible();
    await plain.close();

    // In Arabic the book lists both, the default first.
    await page.goto("/ar/account/addresses");
    await expect(page.getByRole("heading", { level: 1, name: "عناوينك" })).toBeVisible();
    const arabicList = page.getByRole("list", { name: "العناوين المحفوظة" });
    await expect(arabicList.getByRole("listitem")).toHaveCount(2);
    await expect(arabicList.getByRole("listitem").first()).toContainText(office.addressLine);
    await expect(arabicList.getByRole("listitem").first()).toContainText("افتراضي");

    // Checkout starts filled with the default address and the account's e-mail; the other one is a link away.
    await page.context().addCookies([cartCookie(baseURL, await seedCart([{ merchandiseId: MASK, quantity: 1 }]))]);
    await page.goto("/checkout/delivery");
    await expect(page.getByLabel("Full name")).toHaveValue(office.fullName);
    await expect(page.getByLabel("E-mail")).toHaveValue(account.email);
    await expect(page.getByLabel("Emirate")).toHaveValue(office.emirate);
    await expect(page.getByLabel("Address", { exact: true })).toHaveValue(office.addressLine);
    await expect(page.getByLabel("City / area")).toHaveValue(office.city);
    await page.getByRole("link", { name: `Use ${home.fullName}, ${home.addressLine}, ${home.city}` }).click();
    await expect(page.getByLabel("Address", { exact: true })).toHaveValue(home.addressLine);
    await expect(page.getByLabel("Emirate")).toHaveValue(home.emirate);
    await expect(page.getByLabel("Phone")).toHaveValue("0501234567");

    // A new address typed at checkout, with the box ticked, is in the book once the order is placed.
    const cousin = { ...home, fullName: "Noor Al Nuaimi", addressLine: "Apartment 1204, Marina Gate 2" };
    await fillAddress(page, cousin);
    await page.getByLabel("Save this address to my account").check();
    await page.getByRole("button", { name: "Place Order" }).click();
    await expect(page).toHaveURL(/\/order-confirmation\?order=/);
    await page.goto("/account/addresses");
    await expect(savedList(page).getByRole("listitem")).toHaveCount(3);
    await expect(savedList(page).getByText(cousin.addressLine)).toBeVisible();

    // Edit one, delete another.
    await page.getByRole("link", { name: `Edit the address for ${cousin.fullName}` }).click();
    await expect(page.getByRole("heading", { name: "Edit address" })).toBeVisible();
    await page.getByLabel("City / area").fill("Dubai Marina");
    await page.getByRole("button", { name: "Save changes" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Address saved." })).toBeVisible();
    await expect(savedList(page).getByText("Dubai Marina, Dubai")).toBeVisible();
    await page.getByRole("button", { name: `Delete the address for ${cousin.fullName}` }).click();
    await expect(page.getByRole("status").filter({ hasText: "Address deleted." })).toBeVisible();
    await expect(savedList(page).getByRole("listitem")).toHaveCount(2);

    // The data export lists the book.
    const exported = (await (await page.request.get("/api/account/export")).json()) as {
      addressBook: Array<{ addressLine: string; isDefault: boolean }>;
    };
    expect(exported.addressBook.map((address) => address.addressLine).sort()).toEqual(
      [home.addressLine, office.addressLine].sort(),
    );

    // Deleting the account takes the addresses with it: the same e-mail signed up again starts with an empty book.
    await page.goto("/account");
    await page.getByLabel("Confirm with your password").fill(account.password);
    await page.getByRole("button", { name: "Delete my account" }).click();
    await expect(page).toHaveURL(new URL("/", baseURL).href);
    await createConfirmedAccount(page.request, baseURL!, account);
    expect((await signInThroughApi(page, baseURL!, account)).ok()).toBe(true);
    await page.goto("/account/addresses");
    await expect(page.getByText("No saved addresses yet.", { exact: false })).toBeVisible();
    await expect(savedList(page)).toHaveCount(0);
  });
});
