import { createHash } from "node:crypto";
import { expect, test, type Page } from "@playwright/test";

import { clientAssetTexts } from "../../scripts/build-output.mjs";
import { waitForMessage } from "./support/mailbox";
import { openHydrated, seriousViolations } from "./support/shop";
import { CONSENT_DECLINED, returningShopper } from "./support/storage-state";

// The newsletter allows 5 signups per client in 10 minutes and every test here comes from 127.0.0.1: this file
// subscribes three times in all, leaving room for other specs in the same run.
const minimizedKey = "matcha-newsletter-popup-shown-minimized";
const permanentKey = "matcha-newsletter-popup-shown-permanent";
const welcome = "Welcome to Matcha Glow! 🌱";
const codePattern = /^MATCHA15-[23456789A-HJ-NP-Z]{8}$/;

const popup = (page: Page) => page.getByRole("dialog");
const reopenButton = (page: Page) => page.getByRole("button", { name: /^15% OFF/ });
const toast = (page: Page, text: string) =>
  page.getByRole("region", { name: /^Notifications/ }).getByText(text, { exact: true });
const stored = (page: Page, key: string) => page.evaluate((name) => window.localStorage.getItem(name), key);
const subscriberEmail = (prefix: string) => `${prefix}.${Date.now()}.${test.info().workerIndex}@example.com`;
const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");

/** Scrolls to `fraction` of the scrollable height and gives the throttled check time to run. */
async function scrollTo(page: Page, fraction: number) {
  await page.evaluate(
    (share) => window.scrollTo(0, share * (document.documentElement.scrollHeight - window.innerHeight)),
    fraction,
  );
  await page.waitForTimeout(500);
}

test.describe("newsletter popup", () => {
  // A first visit: nothing stored yet (the other specs start with the popup dismissed).
  test.use({
    storageState: returningShopper([`http://127.0.0.1:${process.env.E2E_PORT ?? 3100}`], [CONSENT_DECLINED]),
  });

  test("opens at 38% scroll, minimises, reopens, subscribes, copies the code and never returns once closed", async ({
    page,
    context,
    baseURL,
  }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: baseURL });
    await openHydrated(page, "/collection");

    await scrollTo(page, 0.3);
    await expect(popup(page)).toHaveCount(0);
    const trigger = page.getByRole("link", { name: "Matcha Clay Mask" }).first();
    await trigger.focus();
    await scrollTo(page, 0.4);
    await expect(popup(page)).toBeVisible();
    await expect(popup(page)).toHaveAccessibleName("Get 15% off your first order");
    // Focus moves into the dialog and the page behind stops scrolling.
    await expect(popup(page).getByLabel("Email address")).toBeFocused();
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe("hidden");

    // X minimises to the floating button, remembered across pages; focus returns to where it was.
    await popup(page).getByRole("button", { name: "Close" }).click();
    await expect(popup(page)).toHaveCount(0);
    await expect(trigger).toBeFocused();
    await expect(reopenButton(page)).toBeVisible();
    expect(await stored(page, minimizedKey)).toBe("true");
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe("hidden");

    await openHydrated(page, "/about");
    await scrollTo(page, 0.6);
    await expect(popup(page)).toHaveCount(0);
    await expect(reopenButton(page)).toBeVisible();

    // The reopen button reopens and clears the flag; Escape and the backdrop minimise like the X.
    await reopenButton(page).click();
    await expect(popup(page)).toBeVisible();
    expect(await stored(page, minimizedKey)).toBeNull();
    await page.keyboard.press("Escape");
    await expect(popup(page)).toHaveCount(0);
    await expect(reopenButton(page)).toBeFocused();
    await reopenButton(page).click();
    await page.mouse.click(5, 5);
    await expect(popup(page)).toHaveCount(0);
    await reopenButton(page).click();

    // The browser checks the spec's rules before anything is sent.
    const field = popup(page).getByLabel("Email address");
    await popup(page).getByRole("button", { name: "Subscribe" }).click();
    await expect(popup(page).getByText("Email is required")).toBeVisible();
    await field.fill("layla@mailinator.com");
    await popup(page).getByRole("button", { name: "Subscribe" }).click();
    await expect(popup(page).getByText("Disposable email addresses are not allowed")).toBeVisible();

    const email = subscriberEmail("popup");
    await field.fill(email.toUpperCase());
    await popup(page).getByRole("button", { name: "Subscribe" }).click();
    await expect(popup(page).getByRole("heading", { name: welcome })).toBeVisible();
    await expect(
      popup(page).getByText("You've successfully joined our newsletter. Check your email for your 15% off code!"),
    ).toBeVisible();
    const code = (await popup(page).getByTestId("welcome-code").innerText()).trim();
    expect(code).toMatch(codePattern);
    // Only a hash of the address stays on the device.
    const used = await stored(page, "newsletter_emails");
    expect(used).not.toContain(email);
    expect(JSON.parse(used ?? "[]")).toEqual([sha256(email)]);

    await popup(page).getByRole("button", { name: "Copy code" }).click();
    await expect(popup(page).getByRole("button", { name: "Copied to Clipboard!" })).toBeVisible();
    await expect(toast(page, "Discount code copied!")).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(code);
    await expect(popup(page).getByRole("button", { name: "Copy code" })).toBeVisible({ timeout: 3_000 });

    const mail = await waitForMessage(email, /^Welcome to Matcha Glow/);
    expect(mail.text).toContain(code);

    // Closing the success view closes the popup for good.
    await popup(page).getByRole("button", { name: "Close" }).click();
    await expect(popup(page)).toHaveCount(0);
    await expect(reopenButton(page)).toHaveCount(0);
    expect(await stored(page, permanentKey)).toBe("true");
    await openHydrated(page, "/");
    await scrollTo(page, 0.5);
    await scrollTo(page, 1);
    await expect(popup(page)).toHaveCount(0);
    await expect(reopenButton(page)).toHaveCount(0);
  });

  test("an address already used on this device is refused before it is sent", async ({ page }) => {
    const email = "amira.haddad@example.com";
    await page.addInitScript(
      (hash) => window.localStorage.setItem("newsletter_emails", JSON.stringify([hash])),
      sha256(email),
    );
    // Any action call carrying the address (the page's hearts also call an action when they load: not a sign-up).
    let signups = 0;
    page.on("request", (request) => {
      const sent = request.method() === "POST" && request.headers()["next-action"] && request.postData();
      if (sent && /amira\.haddad/i.test(sent)) signups += 1;
    });
    await openHydrated(page, "/");
    await scrollTo(page, 0.45);
    await popup(page).getByLabel("Email address").fill(" Amira.Haddad@Example.com ");
    await popup(page).getByRole("button", { name: "Subscribe" }).click();
    await expect(toast(page, "Email already used")).toBeVisible();
    await expect(
      page.getByText("This email has already received a discount code. Each email can only be used once."),
    ).toBeVisible();
    await expect(popup(page)).toBeVisible();
    expect(signups).toBe(0);
  });

  test("the popup's code is fetched only once the page is scrolled to it, and the open popup passes axe", async ({
    page,
  }) => {
    const scripts: string[] = [];
    page.on("response", async (response) => {
      if (response.request().resourceType() === "script") scripts.push(await response.text().catch(() => ""));
    });
    await openHydrated(page, "/");
    await page.waitForLoadState("networkidle");
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.some((source) => source.includes("Copied to Clipboard!"))).toBe(false);

    await scrollTo(page, 0.45);
    await expect(popup(page)).toBeVisible();
    await expect.poll(() => scripts.some((source) => source.includes("Copied to Clipboard!"))).toBe(true);
    expect(await seriousViolations(page)).toEqual([]);
  });
});

test.describe("inline newsletter form", () => {
  const form = (page: Page) => page.getByRole("region", { name: "Join the Matcha Glow community" });

  test("subscribes from the about page, clears the field and sends the welcome e-mail", async ({ page }) => {
    await openHydrated(page, "/about");
    const email = subscriberEmail("inline");
    await form(page).getByLabel("Email address").fill(email);
    await form(page).getByRole("button", { name: "Subscribe" }).click();
    await expect(toast(page, welcome)).toBeVisible();
    await expect(
      page.getByText("You've successfully joined our newsletter. Check your email for your 15% off code!"),
    ).toBeVisible();
    await expect(form(page).getByLabel("Email address")).toHaveValue("");
    const mail = await waitForMessage(email, /^Welcome to Matcha Glow/);
    expect(mail.text).toMatch(/MATCHA15-[23456789A-HJ-NP-Z]{8}/);
  });

  test.describe("before JavaScript loads", () => {
    test.use({ javaScriptEnabled: false });

    test("the home page form subscribes and says so", async ({ page }) => {
      await page.goto("/");
      const email = subscriberEmail("nojs");
      await form(page).getByLabel("Email address").fill(email);
      await form(page).getByRole("button", { name: "Subscribe" }).click();
      await expect(
        form(page).getByText(`${welcome} You've successfully joined our newsletter.`, { exact: false }),
      ).toBeVisible();
      await waitForMessage(email, /^Welcome to Matcha Glow/);
    });
  });
});

test("no welcome code is in the client bundle", () => {
  const bundle = clientAssetTexts([".js"]).join("\n");
  expect(bundle).toContain("Copied to Clipboard!");
  expect(bundle).not.toMatch(/MATCHA\d+-[A-Z0-9]{4,}/);
});
