import { expect, test, type Page } from "@playwright/test";

import { methodList, onlinePaymentMethods, type OnlinePaymentMethod } from "../../content/payment-methods";
import { estimateDelivery } from "../../content/shop-promises";
import { formatShopDate } from "../../lib/orders/delivery-estimate";
import { indexableRoutes } from "../../lib/seo/site-routes";
import { startCheckoutComServer } from "../support/payments/checkoutcom-server.mjs";
import { startStripeServer } from "../support/payments/stripe-server.mjs";
import { e2eBasePort, startFreshShop, waitForHealth, type IsolatedShop } from "./support/isolated-shop";
import {
  addOneCleanser,
  cartLink,
  fillDeliveryDetails,
  openHydrated,
  placeCashOnDeliveryOrder,
  ritual,
  uniqueEmail,
} from "./support/shop";
import { returningShopper } from "./support/storage-state";

/**
 * The local shop takes cash on delivery in the UAE only, and its delivery form offers the seven emirates: no page,
 * in either language, may offer a card payment or a delivery to another GCC country (content/shop-promises.ts).
 */
const cardPayment = /\b(cards?|visa|master ?card|credit|debit|apple pay)\b|بطاق|ائتمان|فيزا|ماستركارد/i;
// Arabic names may carry a clinging "و" (and) or "ب"/"ل" before them; a letter after them makes another word (قطرات,
// drops).
const gccCountry =
  /\b(saudi|ksa|kuwait|qatar|bahrain|oman|riyadh|jeddah|doha|manama|muscat)\b|(?<![\u0600-\u06FF])[وبل]?(السعودية|الكويت|قطر|البحرين|عُمان|عمان|الرياض|جدة|الدوحة|المنامة|مسقط)(?![\u0600-\u06FF])/i;

/**
 * Everything the page says: its text (closed FAQ answers too, through the FAQPage JSON-LD), title and description.
 * A testimonial's home town says who wrote it, not where the shop delivers, so its caption is left out.
 */
async function pageText(page: Page): Promise<string> {
  return page.evaluate(() => {
    const body = document.body.cloneNode(true) as HTMLElement;
    for (const element of body.querySelectorAll(
      "script:not([type='application/ld+json']), style, template, figure figcaption",
    ))
      element.remove();
    const jsonLd = [...document.querySelectorAll("script[type='application/ld+json']")]
      .map((script) => script.textContent ?? "")
      .join("\n");
    const description = document.querySelector("meta[name='description']")?.getAttribute("content") ?? "";
    return [document.title, description, body.textContent ?? "", jsonLd].join("\n");
  });
}

function unkeptGcc(text: string): string[] {
  const match = gccCountry.exec(text);
  return match
    ? [`"${match[0]}" in …${text.slice(Math.max(0, match.index - 80), match.index + 80).replace(/\s+/g, " ")}…`]
    : [];
}

function unkeptPromises(text: string): string[] {
  const found: string[] = [];
  for (const pattern of [cardPayment, gccCountry]) {
    const match = pattern.exec(text);
    if (match)
      found.push(
        `"${match[0]}" in …${text.slice(Math.max(0, match.index - 80), match.index + 80).replace(/\s+/g, " ")}…`,
      );
  }
  return found;
}

const routes = [...indexableRoutes, "/cart", "/checkout"].flatMap((path) => [
  path,
  path === "/" ? "/ar" : `/ar${path}`,
]);

test.describe("no page promises what the local provider cannot keep", () => {
  test("every public page in both languages: no card payment, no GCC country outside the UAE", async ({ page }) => {
    test.setTimeout(180_000);
    const problems: string[] = [];
    for (const path of routes) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(200);
      problems.push(...unkeptPromises(await pageText(page)).map((problem) => `${path}: ${problem}`));
    }
    expect(problems).toEqual([]);
  });

  test("checkout, the delivery form and the confirmation, in both languages, with the next-day promise on the confirmation", async ({
    page,
  }, testInfo) => {
    await addOneCleanser(page);
    const problems: string[] = [];
    for (const path of ["/checkout", "/ar/checkout", "/checkout/delivery", "/ar/checkout/delivery"]) {
      await page.goto(path);
      await expect(page.getByRole("main")).toContainText(/AED|درهم/);
      problems.push(...unkeptPromises(await pageText(page)).map((problem) => `${path}: ${problem}`));
    }
    await page.goto("/checkout");
    await expect(page.getByRole("main")).toContainText("you pay in cash when it arrives");

    const orderedAt = new Date();
    await placeCashOnDeliveryOrder(page, uniqueEmail("promise", testInfo.workerIndex), async () => {});
    problems.push(...unkeptPromises(await pageText(page)).map((problem) => `confirmation: ${problem}`));
    // The confirmation promises the shipping page's day (next day, 2:00 PM GST cut-off, weekend rule), not "3 days".
    const promised = formatShopDate(estimateDelivery(orderedAt).deliveredOn, "en");
    await expect(page.locator("dl > div", { hasText: "Estimated delivery" })).toContainText(promised);
    expect(problems).toEqual([]);
  });
});

test("the shipping page, FAQ and terms state one delivery promise and no GCC delivery", async ({ page }) => {
  await page.goto("/shipping");
  const main = page.getByRole("main");
  await expect(main).toContainText(
    "Orders placed before 2:00 PM GST are processed the same day and delivered the next day.",
  );
  await expect(main).toContainText("Weekend orders are processed on Sunday.");
  await expect(main).not.toContainText(/3 days|business days/);
  await expect(main).not.toContainText(/processed on sunday|aed 120/);
  await page.goto("/faq");
  await page.locator("summary", { hasText: "Do you ship to other GCC countries?" }).click();
  await expect(page.getByText("Not at the moment: we deliver to all seven emirates of the UAE only.")).toBeVisible();
  await page.goto("/terms");
  await expect(page.getByRole("main")).toContainText("We deliver within the UAE only.");
});

/**
 * Each PAYMENT_PROVIDER from the same build (lib/cache/payment-setup.ts): a shop names the methods its owner switched
 * on (PAYMENT_METHODS) where it promises them, in both languages, and no other method anywhere.
 */
const methodWords: Record<OnlinePaymentMethod, RegExp> = {
  card: cardPayment,
  apple_pay: /apple ?pay/i,
  google_pay: /google ?pay/i,
  tabby: /\btabby\b|تابي/i,
  tamara: /\btamara\b|تمارا/i,
};

const onlineSetups = [
  { gateway: "stripe", name: "Stripe", shopPort: e2eBasePort + 82, gatewayPort: e2eBasePort + 92, methods: ["card"] },
  {
    gateway: "checkoutcom",
    name: "Checkout.com",
    shopPort: e2eBasePort + 83,
    gatewayPort: e2eBasePort + 93,
    methods: ["card", "apple_pay", "tabby"],
  },
] as const;

function unofferedMethods(text: string, offered: readonly OnlinePaymentMethod[]): string[] {
  return onlinePaymentMethods
    .filter((method) => !offered.includes(method))
    .flatMap((method) => {
      const match = methodWords[method].exec(text);
      if (!match) return [];
      const around = text.slice(Math.max(0, match.index - 80), match.index + 80).replace(/\s+/g, " ");
      return [`${method}: "${match[0]}" in …${around}…`];
    });
}

for (const setup of onlineSetups) {
  test.describe(`${setup.name} shop with ${setup.methods.join(", ")}`, () => {
    test.describe.configure({ mode: "serial", timeout: 300_000 });
    const origin = `http://127.0.0.1:${setup.shopPort}`;
    test.use({ storageState: returningShopper([origin]) });
    let shop: IsolatedShop | undefined;
    let gatewayServer: { close(): Promise<void> } | undefined;

    test.beforeAll(async () => {
      // A fresh shop opens its database and migrates it first.
      test.setTimeout(240_000);
      if (setup.gateway === "stripe") {
        const server = await startStripeServer({ port: setup.gatewayPort });
        gatewayServer = server;
        shop = await startFreshShop(setup.shopPort, "promise_stripe", {
          PAYMENT_PROVIDER: "stripe",
          PAYMENT_METHODS: setup.methods.join(","),
          STRIPE_SECRET_KEY: server.secretKey,
          STRIPE_WEBHOOK_SECRET: server.webhookSecret,
          STRIPE_API_BASE: server.apiBase,
        });
      } else {
        const server = await startCheckoutComServer({ port: setup.gatewayPort });
        gatewayServer = server;
        shop = await startFreshShop(setup.shopPort, "promise_checkoutcom", {
          PAYMENT_PROVIDER: "checkoutcom",
          PAYMENT_METHODS: setup.methods.join(","),
          CHECKOUT_COM_SECRET_KEY: server.secretKey,
          CHECKOUT_COM_PROCESSING_CHANNEL_ID: "pc_e2e",
          CHECKOUT_COM_WEBHOOK_SECRET: server.webhookSecret,
          CHECKOUT_COM_API_BASE: server.apiBase,
        });
      }
      await waitForHealth(shop.baseUrl, 200, 120_000);
    });
    test.afterAll(async () => {
      await shop?.stop();
      await gatewayServer?.close();
    });

    test("every public page in both languages names no method it does not offer", async ({ page }) => {
      const problems: string[] = [];
      for (const path of routes) {
        const response = await page.goto(`${origin}${path}`);
        expect(response?.status(), path).toBe(200);
        const text = await pageText(page);
        problems.push(...[...unofferedMethods(text, setup.methods), ...unkeptGcc(text)].map((p) => `${path}: ${p}`));
      }
      expect(problems).toEqual([]);
    });

    test("the FAQ, terms, shipping and returns name each offered method, and privacy the gateway, in both languages", async ({
      page,
    }) => {
      const missing: string[] = [];
      for (const locale of ["", "/ar"]) {
        for (const path of ["/faq", "/terms", "/shipping", "/returns"]) {
          await page.goto(`${origin}${locale}${path}`);
          const text = await pageText(page);
          for (const method of setup.methods)
            if (!methodWords[method].test(text)) missing.push(`${locale}${path}: ${method}`);
        }
        await page.goto(`${origin}${locale}/privacy`);
        await expect(page.getByRole("main")).toContainText(setup.name);
      }
      expect(missing).toEqual([]);
      // The build rendered these pages without a gateway; this shop says its own sentence.
      await page.goto(`${origin}/faq`);
      await expect(page.getByRole("main")).not.toContainText("You pay in cash when your order arrives.");
    });

    test("cart over AED 500, checkout, Pay now and the paid confirmation name the offered methods only", async ({
      page,
    }) => {
      const problems: string[] = [];
      for (let count = 1; count <= 3; count += 1) {
        await openHydrated(page, `${origin}/bundles/matcha-ritual`);
        await page.getByRole("button", { name: /Add .*to Cart/i }).click();
        await expect(page.getByText(`${ritual} has been added to your cart.`)).toBeVisible({ timeout: 45_000 });
        await expect(cartLink(page)).toHaveAccessibleName(`Cart, ${count} ${count === 1 ? "item" : "items"}`);
      }
      const methods = methodList("en", setup.methods);
      await page.goto(`${origin}/cart`);
      await expect(page.getByTestId("cod-limit-notice")).toContainText(
        `Orders of AED 500 or more are paid online (${methods})`,
      );
      await expect(page.getByRole("link", { name: /Proceed to Checkout/i })).toBeVisible();
      for (const path of [
        "/cart",
        "/ar/cart",
        "/checkout",
        "/ar/checkout",
        "/checkout/delivery",
        "/ar/checkout/delivery",
      ]) {
        await page.goto(`${origin}${path}`);
        await expect(page.getByRole("main")).toContainText(/AED|درهم/);
        problems.push(...unofferedMethods(await pageText(page), setup.methods).map((p) => `${path}: ${p}`));
      }
      await page.goto(`${origin}/checkout`);
      await expect(page.getByRole("main")).toContainText(`Pay online by ${methods}`);

      await page.goto(`${origin}/checkout/delivery`);
      const payNow = page.getByRole("radio", { name: `Pay now by ${methods} (secure page by ${setup.name})` });
      await expect(payNow).toBeChecked();
      await fillDeliveryDetails(page, uniqueEmail(`promise-${setup.gateway}`, test.info().workerIndex));
      await page.getByRole("button", { name: "Place Order" }).click();
      await expect(page.getByRole("heading", { name: `${setup.name} test payment` })).toBeVisible();
      await page.getByRole("button", { name: "Approve payment" }).click();
      await expect(page).toHaveURL(/\/order-confirmation\?order=/);
      // Both test pages take the payment by card.
      await expect(page.getByText("Payment: Paid online by card")).toBeVisible();
      problems.push(...unofferedMethods(await pageText(page), setup.methods).map((p) => `confirmation: ${p}`));
      expect(problems).toEqual([]);
    });
  });
}
