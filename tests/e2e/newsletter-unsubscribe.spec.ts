import { expect, test, type Page } from "@playwright/test";

import { merchant } from "@/content/merchant";
import { waitForMessage, type CapturedMessage } from "./support/mailbox";
import { openHydrated, seriousViolations, uniqueEmail } from "./support/shop";

// Two signups in this file (the newsletter allows 5 per client in 10 minutes, shared with newsletter.spec.ts).

/** Signs up from the about page's inline form in `locale` and returns the caught welcome e-mail. */
async function signUp(page: Page, email: string, locale: "en" | "ar"): Promise<CapturedMessage> {
  const ar = locale === "ar";
  await openHydrated(page, ar ? "/ar/about" : "/about");
  const form = page.getByRole("region", { name: ar ? "انضم إلى مجتمع Matcha Glow" : "Join the Matcha Glow community" });
  await form.getByLabel(ar ? "البريد الإلكتروني" : "Email address").fill(email);
  await form.getByRole("button", { name: ar ? "اشترك" : "Subscribe" }).click();
  return waitForMessage(email, ar ? /^أهلًا بك في Matcha Glow/ : /^Welcome to Matcha Glow/);
}

/** The e-mail's links as paths on the shop under test (the build's site address may be another host). */
function linksOf(mail: CapturedMessage) {
  const pageUrl = new URL(/(https?:\/\/\S+\/newsletter\/unsubscribe\?\S+)/.exec(mail.text)?.[1] ?? "http://missing/");
  const oneClickUrl = new URL(/^<([^>]+)>$/.exec(mail.headers["list-unsubscribe"] ?? "")?.[1] ?? "http://missing/");
  return {
    page: `${pageUrl.pathname}${pageUrl.search}`,
    oneClick: `${oneClickUrl.pathname}${oneClickUrl.search}`,
    s: oneClickUrl.searchParams.get("s")!,
    t: oneClickUrl.searchParams.get("t")!,
  };
}

const heading = (page: Page) => page.getByRole("heading", { level: 1 });

test.describe("withdrawing newsletter consent", () => {
  test("the welcome e-mail has both headers; its link unsubscribes once, then says so; a tampered link is refused", async ({
    page,
  }, testInfo) => {
    const mail = await signUp(page, uniqueEmail("unsub", testInfo.workerIndex), "en");
    expect(mail.headers["list-unsubscribe"]).toMatch(
      /^<https?:\/\/[^>]+\/api\/newsletter\/unsubscribe\?s=[0-9a-f-]{36}&t=[\w-]{43}>$/,
    );
    expect(mail.headers["list-unsubscribe-post"]).toBe("List-Unsubscribe=One-Click");
    const links = linksOf(mail);
    expect(links.page).toBe(`/newsletter/unsubscribe?s=${links.s}&t=${links.t}`);

    const tampered = `/newsletter/unsubscribe?s=${links.s}&t=${links.t.slice(0, -2)}${links.t.endsWith("AA") ? "BB" : "AA"}`;
    await page.goto(tampered);
    await expect(heading(page)).toHaveText("This link does not work");
    await expect(page.getByRole("button", { name: "Unsubscribe" })).toHaveCount(0);

    // Opening the link (what a mail scanner does) only asks.
    await page.goto(links.page);
    await expect(heading(page)).toHaveText("Unsubscribe from the newsletter?");
    await page.goto(links.page);
    await expect(heading(page)).toHaveText("Unsubscribe from the newsletter?");
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole("button", { name: "Unsubscribe" }).click();
    await expect(heading(page)).toHaveText("You are unsubscribed");

    await page.goto(links.page);
    await expect(heading(page)).toHaveText("You are already unsubscribed");
    await expect(page.getByRole("button", { name: "Unsubscribe" })).toHaveCount(0);
  });

  test("Arabic: the page is in Arabic, another subscriber's id under this signature is refused, the mailbox's one-click POST works once", async ({
    page,
    request,
  }, testInfo) => {
    const mail = await signUp(page, uniqueEmail("unsub-ar", testInfo.workerIndex), "ar");
    const links = linksOf(mail);
    expect(links.page).toMatch(/^\/ar\/newsletter\/unsubscribe\?/);

    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(links.page);
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await expect(heading(page)).toHaveText("هل تريد إلغاء الاشتراك في النشرة البريدية؟");
    await page.screenshot({ path: testInfo.outputPath("unsubscribe-ar-phone.png"), fullPage: false });

    // A forged link for another address: the signature is this subscriber's, the id someone else's.
    const otherId = "00000000-0000-4000-8000-000000000000";
    const forged = await request.post(`/api/newsletter/unsubscribe?s=${otherId}&t=${links.t}`, {
      form: { "List-Unsubscribe": "One-Click" },
    });
    expect(forged.status()).toBe(400);

    // RFC 8058: the provider posts without cookies; some send their own Origin, which the shop lets through here.
    const first = await request.post(links.oneClick, {
      form: { "List-Unsubscribe": "One-Click" },
      headers: { Origin: "https://mail.example.com" },
    });
    expect(first.status()).toBe(200);
    expect(await first.text()).toBe("Unsubscribed.\n");
    const second = await request.post(links.oneClick, { form: { "List-Unsubscribe": "One-Click" } });
    expect(await second.text()).toBe("Already unsubscribed.\n");

    await page.goto(links.page);
    await expect(heading(page)).toHaveText("اشتراكك ملغى بالفعل");
  });
});

test.describe("merchant identity and cookie settings in the footer", () => {
  for (const locale of ["en", "ar"] as const) {
    test(`the footer and the terms page name the business (${locale})`, async ({ page }) => {
      const prefix = locale === "ar" ? "/ar" : "";
      await page.goto(`${prefix}/`);
      const footer = page.getByRole("contentinfo").getByLabel(locale === "ar" ? "من نحن" : "Who we are");
      await expect(footer).toContainText(merchant.legalName[locale]);
      await expect(footer).toContainText(merchant.tradeLicence.number);
      await expect(footer).toContainText(merchant.trn!);
      await expect(footer).toContainText(merchant.address[locale][1]!);
      await expect(footer.getByRole("link", { name: merchant.email })).toHaveAttribute(
        "href",
        `mailto:${merchant.email}`,
      );
      await expect(footer.getByRole("link", { name: merchant.phone })).toHaveAttribute("href", `tel:${merchant.phone}`);

      await page.goto(`${prefix}/terms`);
      const whoWeAre = page
        .getByRole("main")
        .locator("section")
        .filter({ has: page.getByRole("heading", { name: locale === "ar" ? "من نحن" : "Who we are" }) });
      await expect(whoWeAre).toContainText(merchant.legalName[locale]);
      await expect(whoWeAre).toContainText(merchant.trn!);
      await expect(whoWeAre).toContainText(merchant.tradeLicence.number);
    });
  }

  test("Cookie settings in the footer reopens the banner after a decline, and the new answer is kept", async ({
    page,
  }) => {
    await openHydrated(page, "/");
    const banner = page.getByRole("region", { name: "Cookies for ads" });
    await expect(banner).toBeHidden();
    await page.getByRole("contentinfo").getByRole("link", { name: "Cookie settings" }).click();
    await expect(banner).toBeVisible();
    await banner.getByRole("button", { name: "Accept" }).click();
    await expect(banner).toBeHidden();
    expect(await page.evaluate(() => localStorage.getItem("cookie-consent"))).toBe("accepted");
    await page.reload();
    await expect(banner).toBeHidden();
  });
});
