import AxeBuilder from "@axe-core/playwright";
import { createHash, randomBytes } from "node:crypto";
import { expect, test, type BrowserContext } from "@playwright/test";
import postgres from "postgres";

import { canSeedCarts, cartCookie, seedCart } from "./support/seed-cart";

const MASK = "gid://shopify/ProductVariant/4801000000001";
const CLEANSER = "gid://shopify/ProductVariant/4801000000003";

async function useCart(context: BrowserContext, baseURL: string | undefined, cartId: string) {
  await context.addCookies([cartCookie(baseURL, cartId)]);
}

test("with an empty cart the delivery page offers a way back to the shop", async ({ page }) => {
  await page.goto("/checkout/delivery");
  await expect(page.getByRole("heading", { name: "Your cart is empty" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Shop Now" })).toHaveAttribute("href", "/collection");
});

test("a saved cart that no longer exists reads as no cart", async ({ page, context, baseURL }) => {
  await useCart(context, baseURL, "cart-that-was-never-created");
  await page.goto("/checkout/delivery");
  await expect(page.getByRole("heading", { name: "Your cart is empty" })).toBeVisible();
  const response = await page.request.get("/api/cart");
  expect(response.headers()["cache-control"]).toBe("no-store");
  expect(await response.json()).toEqual({ cart: null });
});

test("an unknown confirmation link says the order cannot be found", async ({ page }) => {
  const response = await page.goto("/order-confirmation?order=not-a-real-order-token-at-all");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "We couldn't find that order" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Back to Home" })).toHaveAttribute("href", "/");
});

test.describe("with a cart", () => {
  test.skip(!canSeedCarts, "carts are seeded through DATABASE_URL; embedded PGlite belongs to the server process");

  test("shows what is wrong, keeps the entries, then places the order", async ({ page, context, baseURL }) => {
    await useCart(context, baseURL, await seedCart([{ merchandiseId: MASK, quantity: 2 }]));
    await page.goto("/checkout/delivery");

    const summary = page.getByRole("region", { name: "Order Summary" });
    await expect(summary.getByText("Matcha Clay Mask")).toBeVisible();
    await expect(summary.getByText("AED 198.00").last()).toBeVisible();
    await expect(summary.getByTestId("checkout-shipping")).toHaveText("Free");
    await expect(summary.getByTestId("checkout-total")).toHaveText("AED 198.00");
    await expect(page.getByText("Cash on delivery: UAE only, under AED 500.")).toBeVisible();

    await page.getByLabel("Full name").fill("Mariam Al Nuaimi");
    await page.getByLabel("E-mail").fill("mariam@example");
    await page.getByLabel("Phone").fill("12345");
    await page.getByLabel("Address", { exact: true }).fill("Villa 7, Street 21, Al Khawaneej");
    await page.getByRole("button", { name: "Place Order" }).click();

    await expect(page.getByRole("alert").filter({ hasText: "Please correct the highlighted fields." })).toBeVisible();
    await expect(page.getByText("Please enter a valid email address")).toBeVisible();
    await expect(
      page.getByText("Please enter a UAE phone number starting with +971 or 0, e.g. +971 50 123 4567"),
    ).toBeVisible();
    await expect(page.getByText("Please select your emirate")).toBeVisible();
    await expect(page.getByText("Please enter your city or area (at least 2 characters)")).toBeVisible();
    await expect(page.getByLabel("E-mail")).toBeFocused();
    await expect(page.getByLabel("Full name")).toHaveValue("Mariam Al Nuaimi");
    await expect(page.getByLabel("Address", { exact: true })).toHaveValue("Villa 7, Street 21, Al Khawaneej");
    await expect(page.getByLabel("E-mail")).toHaveAttribute("aria-invalid", "true");
    expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);

    await page.getByLabel("E-mail").fill("mariam@example.ae");
    await page.getByLabel("Phone").fill("+971 50 765 4321");
    await page.getByLabel("Emirate").selectOption("Dubai");
    await page.getByLabel("City / area").fill("Al Khawaneej");
    await page.getByRole("button", { name: "Place Order" }).click();

    await expect(page).toHaveURL(/\/order-confirmation\?order=[\w-]{43}$/);
    await expect(page.getByRole("heading", { name: "Order Confirmed!" })).toBeVisible();
    await expect(page.getByText(/^#\d{4,}$/)).toBeVisible();
    await expect(page.getByText("We'll send updates about your order to mariam@example.ae.")).toBeVisible();
    await expect(page.getByText("Your order will be shipped within 24 hours · Free UAE shipping")).toBeVisible();
    await expect(page.getByTestId("order-total")).toHaveText("AED 198.00");
    await expect(
      page.getByRole("region", { name: "Need help?" }).getByRole("link", { name: "Track Order" }),
    ).toHaveAttribute("href", "/track-order");
    expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);

    await page.goto("/checkout/delivery");
    await expect(page.getByRole("heading", { name: "Your cart is empty" })).toBeVisible();
  });

  test("a cart under the free-shipping threshold pays the standard fee, on the summary and on the order", async ({
    page,
    context,
    baseURL,
  }) => {
    await useCart(context, baseURL, await seedCart([{ merchandiseId: CLEANSER, quantity: 1 }]));
    await page.goto("/checkout/delivery");
    await expect(page.getByTestId("checkout-subtotal")).toHaveText("AED 89.00");
    await expect(page.getByTestId("checkout-shipping")).toHaveText("AED 15.00");
    await expect(page.getByText("Free over AED 120")).toBeVisible();
    await expect(page.getByTestId("checkout-total")).toHaveText("AED 104.00");
    await expect(page.getByTestId("checkout-total-before-placing")).toBeHidden();

    await page.getByLabel("Full name").fill("Omar Haddad");
    // A long address on a phone: the confirmation must still fit the screen (it once widened the page to 421 px).
    await page.setViewportSize({ width: 390, height: 844 });
    // The summary follows the form on a phone: the total is said right above Place Order (and only there, on a phone).
    const totalBeforePlacing = page.getByTestId("checkout-total-before-placing");
    await expect(totalBeforePlacing).toHaveText("TotalAED 104.00");
    const placeOrder = page.getByRole("button", { name: "Place Order" });
    const [totalBox, buttonBox, summaryBox] = await Promise.all([
      totalBeforePlacing.boundingBox(),
      placeOrder.boundingBox(),
      page.getByTestId("checkout-total").boundingBox(),
    ]);
    expect(totalBox!.y).toBeLessThan(buttonBox!.y);
    expect(buttonBox!.y - (totalBox!.y + totalBox!.height)).toBeLessThan(120);
    expect(summaryBox!.y).toBeGreaterThan(buttonBox!.y);
    await page.getByLabel("E-mail").fill("omar.haddad.family.orders.2026@alkhaleej-trading.ae");
    await page.getByLabel("Phone").fill("050 123 4567");
    await page.getByLabel("Emirate").selectOption("Sharjah");
    await page.getByLabel("Address", { exact: true }).fill("Flat 305, Al Majaz Tower 2");
    await page.getByLabel("City / area").fill("Al Majaz");
    await page.getByRole("button", { name: "Place Order" }).click();

    await expect(page.getByRole("heading", { name: "Order Confirmed!" })).toBeVisible();
    await expect(page.getByTestId("order-subtotal")).toHaveText("AED 89.00");
    await expect(page.getByTestId("order-shipping")).toHaveText("AED 15.00");
    await expect(page.getByTestId("order-total")).toHaveText("AED 104.00");
    // The order paid for its shipping, so the confirmation no longer promises it free.
    await expect(page.getByText("Your order will be shipped within 24 hours", { exact: true })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });

  test("a cart of AED 500 or more never reaches the delivery form: the cart says what to remove", async ({
    page,
    context,
    baseURL,
  }) => {
    await useCart(context, baseURL, await seedCart([{ merchandiseId: MASK, quantity: 6 }]));
    await page.goto("/checkout/delivery");
    await expect(page).toHaveURL(/\/cart$/);
    await expect(page.getByTestId("cod-limit-notice")).toContainText(
      "Cash on delivery is for orders under AED 500. Remove items worth more than AED",
    );
    await expect(page.getByRole("button", { name: "Place Order" })).toHaveCount(0);
  });

  test("a cart reminder's link opens the cart with its lines in another browser, in the shopper's language", async ({
    browser,
    baseURL,
  }) => {
    // The reminder row as the sweep writes it (lib/cart-reminders): the token's hash, the link's expiry.
    const cartId = await seedCart([
      { merchandiseId: MASK, quantity: 1 },
      { merchandiseId: CLEANSER, quantity: 2 },
    ]);
    const token = randomBytes(32).toString("base64url");
    const sql = postgres(process.env.DATABASE_URL!, { max: 1, onnotice: () => {} });
    try {
      const hash = createHash("sha256").update(token).digest("base64url");
      await sql`insert into cart_reminders (cart_id, token_hash, sent_at, expires_at)
        values (${cartId}, ${hash}, now(), now() + interval '7 days')`;
    } finally {
      await sql.end();
    }

    // A fresh context: the phone the e-mail was opened on, with no cart cookie of its own.
    const phone = await browser.newContext({ baseURL });
    try {
      const page = await phone.newPage();
      await page.goto(`/api/cart/restore?t=${token}&locale=ar`);
      await expect(page).toHaveURL(/\/ar\/cart$/);
      const quantities = page.getByRole("main").getByTestId("line-quantity");
      await expect(quantities).toHaveCount(2);
      await expect(quantities.filter({ hasText: "2" })).toHaveCount(1);
      await expect(page.locator("html")).toHaveAttribute("lang", "ar");
    } finally {
      await phone.close();
    }
  });
});
