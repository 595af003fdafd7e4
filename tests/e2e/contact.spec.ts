import { expect, test, type Page } from "@playwright/test";

import { waitForMessage } from "./support/mailbox";
import { openHydrated, seriousViolations } from "./support/shop";

// CONTACT_INBOX is not set for the test shops, so messages go to the brand's contact address.
const inbox = "hello@matchaglow.ae";
const toast = (page: Page, text: string) =>
  page.getByRole("region", { name: /^Notifications/ }).getByText(text, { exact: true });

type Entries = { firstName: string; lastName: string; email: string; phone?: string; subject: string; message: string };

async function fillContactForm(page: Page, entries: Entries) {
  await page.getByLabel("First name", { exact: true }).fill(entries.firstName);
  await page.getByLabel("Last name", { exact: true }).fill(entries.lastName);
  await page.getByLabel("Email address", { exact: true }).fill(entries.email);
  await page.getByLabel("Phone (optional)", { exact: true }).fill(entries.phone ?? "");
  await page.getByLabel("Subject", { exact: true }).fill(entries.subject);
  await page.getByLabel("Message", { exact: true }).fill(entries.message);
}

const uniqueSubject = (label: string) => `${label} ${Date.now()}-${test.info().workerIndex}`;

test("every contact rule shows its message, each clears on edit, and a valid message is sent and e-mailed", async ({
  page,
}) => {
  await openHydrated(page, "/contact");
  await fillContactForm(page, {
    firstName: "L",
    lastName: "H",
    email: "layla@",
    subject: "Help",
    message: "Too short",
  });
  await page.getByRole("button", { name: "Send Message" }).click();

  const messages = [
    ["First name", "First name must be at least 2 characters"],
    ["Last name", "Last name must be at least 2 characters"],
    ["Email address", "Please enter a valid email address"],
    ["Subject", "Subject must be at least 5 characters"],
    ["Message", "Message must be at least 10 characters"],
  ] as const;
  for (const [label, message] of messages) {
    await expect(page.getByText(message)).toBeVisible();
    await expect(page.getByLabel(label, { exact: true })).toHaveAttribute("aria-invalid", "true");
  }
  await expect(page.getByLabel("First name", { exact: true })).toBeFocused();
  // What was typed is still there.
  await expect(page.getByLabel("Message", { exact: true })).toHaveValue("Too short");
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByLabel("First name", { exact: true }).pressSequentially("ayla");
  await expect(page.getByText("First name must be at least 2 characters")).toBeHidden();
  await expect(page.getByText("Last name must be at least 2 characters")).toBeVisible();

  const subject = uniqueSubject("Clay mask question");
  const email = `contact+${Date.now()}@example.com`;
  await fillContactForm(page, {
    firstName: "Layla",
    lastName: "Haddad",
    email,
    phone: "+971 50 123 4567",
    subject,
    message: "Is the clay mask gentle enough for sensitive skin?",
  });
  for (const [, message] of messages) await expect(page.getByText(message)).toBeHidden();

  // Slow the action down enough to see the busy state.
  await page.route(
    (url) => url.pathname === "/contact",
    async (route) => {
      if (route.request().method() === "POST") await new Promise((resolve) => setTimeout(resolve, 800));
      await route.continue();
    },
  );
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByRole("button", { name: "Sending..." })).toBeDisabled();

  await expect(toast(page, "Message sent successfully!")).toBeVisible();
  await expect(toast(page, "We'll get back to you within 24 hours.")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Message sent successfully!" })).toBeFocused();

  const mail = await waitForMessage(inbox, new RegExp(subject));
  expect(mail.subject).toBe(`Contact form: ${subject}`);
  expect(mail.replyTo).toContain(email);
  expect(mail.text).toContain("Name: Layla Haddad");
  expect(mail.text).toContain("Is the clay mask gentle enough for sensitive skin?");

  await page.getByRole("link", { name: "Send Another Message" }).click();
  await expect(page.getByLabel("First name", { exact: true })).toHaveValue("");
  await expect(page.getByLabel("Message", { exact: true })).toHaveValue("");
  await expect(page.getByRole("button", { name: "Send Message" })).toBeEnabled();
});

test.describe("before JavaScript has loaded", () => {
  test.use({ javaScriptEnabled: false });

  test("the form shows its errors with the entries kept, then sends the message", async ({ browser, baseURL }) => {
    const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/contact");
    await fillContactForm(page, {
      firstName: "Omar",
      lastName: "K",
      email: "omar@example.com",
      subject: "Hello there",
      message: "Short",
    });
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByText("Last name must be at least 2 characters")).toBeVisible();
    await expect(page.getByText("Message must be at least 10 characters")).toBeVisible();
    await expect(page.getByLabel("First name", { exact: true })).toHaveValue("Omar");

    const subject = uniqueSubject("No script");
    const email = `nojs+${Date.now()}@example.com`;
    await fillContactForm(page, {
      firstName: "Omar",
      lastName: "Khalid",
      email,
      subject,
      message: "Do you deliver to Al Ain on Saturdays?",
    });
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByRole("heading", { name: "Message sent successfully!" })).toBeVisible();
    await expect(page.getByText("We'll get back to you within 24 hours.")).toBeVisible();

    const mail = await waitForMessage(inbox, new RegExp(subject));
    expect(mail.replyTo).toContain(email);
    expect(mail.text).toContain("Do you deliver to Al Ain on Saturdays?");

    // 'Send Another Message' is a plain link back to an empty form.
    await page.getByRole("link", { name: "Send Another Message" }).click();
    await expect(page.getByLabel("First name", { exact: true })).toHaveValue("");
    await context.close();
  });
});
