import AxeBuilder from "@axe-core/playwright";
import { expect, type Locator, type Page } from "@playwright/test";

export const mask = "Matcha Clay Mask";
export const ritual = "The Matcha Ritual";
export const cleanser = "Matcha Pure Cleanser";

export const cartLink = (page: Page) => page.getByRole("banner").getByRole("link", { name: /^Cart/ });

/**
 * Serious and critical WCAG A/AA findings, reduced to what a failure message needs. Checked once transitions have
 * settled: a toast fading in is half transparent, which axe reads as a contrast failure of its finished colours.
 */
export async function seriousViolations(page: Page) {
  await page
    .waitForFunction(
      () =>
        document
          .getAnimations()
          // An endless animation (a spinner, a pulse) never settles, and is no fade to wait for.
          .filter((animation) => animation.effect?.getTiming().iterations !== Infinity)
          .every((animation) => animation.playState !== "running"),
      null,
      { timeout: 5_000 },
    )
    .catch(() => undefined);
  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa"]).analyze();
  return results.violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map((violation) => ({ id: violation.id, targets: violation.nodes.map((node) => node.target.join(" ")) }));
}

/**
 * Waits until React has hydrated the page (components/layout/hydration-marker.tsx sets `data-hydrated` on <html>)
 * and `target` is there, so a submit is handled by the page rather than posted the no-JavaScript way. Not
 * "networkidle": the browser can report one of the router's prefetch requests unfinished for about 30 s after the
 * server has sent all of it.
 */
export async function waitForHydration(target: Locator) {
  await expect(target.page().locator("html")).toHaveAttribute("data-hydrated", "true");
  await expect(target.first()).toBeAttached();
}

/**
 * Opens a page and waits until React has hydrated it: the cart provider asks for the cart from an
 * effect, so its request shows the page's buttons are live (a click before that would be lost).
 */
export async function openHydrated(page: Page, path: string) {
  const cartRequested = page.waitForResponse((response) => new URL(response.url()).pathname === "/api/cart");
  await page.goto(path);
  await cartRequested;
}

/**
 * Two clay masks from the product page and the ritual bundle: 3 items, AED 437.00 (under the cash-on-delivery limit).
 */
export async function fillCart(page: Page) {
  await openHydrated(page, "/products/matcha-clay-mask");
  await page.getByRole("button", { name: "Increase quantity" }).click();
  await page.getByRole("button", { name: "Add to Cart" }).click();
  await expect(page.getByText(`2 x ${mask} added to your cart.`)).toBeVisible();
  await expect(cartLink(page)).toHaveAccessibleName("Cart, 2 items");

  await openHydrated(page, "/bundles/matcha-ritual");
  await page.getByRole("button", { name: /Add .*to Cart/i }).click();
  await expect(page.getByText(`${ritual} has been added to your cart.`)).toBeVisible();
  await expect(cartLink(page)).toHaveAccessibleName("Cart, 3 items");
  await expect(cartLink(page)).toContainText("3");
}

/** One cleanser from its product page: AED 89.00, under the free-shipping threshold, so the order pays the fee. */
export async function addOneCleanser(page: Page) {
  await openHydrated(page, "/products/matcha-pure-cleanser");
  await page.getByRole("button", { name: "Add to Cart" }).click();
  await expect(page.getByText(`1 x ${cleanser} added to your cart.`)).toBeVisible();
  await expect(cartLink(page)).toHaveAccessibleName("Cart, 1 item");
}

/** A shopper's address for the delivery form; the e-mail is unique per test so lookups find this order only. */
export function uniqueEmail(prefix: string, workerIndex: number) {
  return `${prefix}+${Date.now()}-${workerIndex}@example.com`;
}

/** Fills the cash-on-delivery form on /checkout/delivery and places the order. */
/** Fills the delivery form with a valid Dubai address, leaving the payment choice and the submit to the caller. */
export async function fillDeliveryDetails(page: Page, email: string) {
  await page.getByLabel("Full name").fill("Layla Test");
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Phone").fill("+971 50 123 4567");
  await page.getByLabel("Emirate").selectOption("Dubai");
  await page.getByLabel("Address", { exact: true }).fill("Villa 12, Al Wasl Road");
  await page.getByLabel("City / area").fill("Jumeirah");
}

export async function submitDeliveryDetails(page: Page, email: string) {
  await fillDeliveryDetails(page, email);
  await page.getByRole("button", { name: "Place Order" }).click();
  await expect(page).toHaveURL(/\/order-confirmation\?order=/);
  await expect(page.getByRole("heading", { name: "Order Confirmed!" })).toBeVisible();
}

/** The whole journey through the UI: cart, checkout, delivery details. Returns the order number shown, e.g. '#1003'. */
export async function placeCashOnDeliveryOrder(
  page: Page,
  email: string,
  fill: (page: Page) => Promise<void> = fillCart,
): Promise<string> {
  await fill(page);
  await page.goto("/checkout/delivery");
  await submitDeliveryDetails(page, email);
  const orderNumber = page.getByText(/^#\d{4,}$/);
  await expect(orderNumber).toBeVisible();
  return orderNumber.innerText();
}
