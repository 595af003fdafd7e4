import { expect, test } from "@playwright/test";
import postgres from "postgres";

import { policies } from "@/content/policies";
import { canSeedCarts, cartCookie, seedCart } from "./support/seed-cart";
import { submitDeliveryDetails, uniqueEmail } from "./support/shop";

const CLEANSER = "gid://shopify/ProductVariant/4801000000003";

test.skip(!canSeedCarts, "the invoice is aged through DATABASE_URL; embedded PGlite belongs to the server process");
// The form must work before JavaScript: a shopper opening an old e-mail on a slow phone.
test.use({ javaScriptEnabled: false });
// A checkout, two form posts and a download: minutes on a loaded 2-core machine.
test.setTimeout(180_000);

test("an invoice link older than the confirmation link's days asks for the order number and e-mail, in both languages, then opens", async ({
  page,
  context,
  baseURL,
}, testInfo) => {
  await context.addCookies([cartCookie(baseURL, await seedCart([{ merchandiseId: CLEANSER, quantity: 1 }]))]);
  await page.goto("/checkout/delivery");
  const email = uniqueEmail("invoice-age", testInfo.workerIndex);
  await submitDeliveryDetails(page, email);
  const orderNumber = await page.getByText(/^#\d{4,}$/).innerText();
  const invoiceLink = page.getByRole("link", { name: /View your tax invoice \(INV-\d{6}\)/ });
  const invoiceUrl = new URL((await invoiceLink.getAttribute("href"))!, baseURL);
  const token = invoiceUrl.searchParams.get("document")!;

  const sql = postgres(process.env.DATABASE_URL!, { max: 1, onnotice: () => {} });
  try {
    const days = policies.orderConfirmation.showDetailsForDays + 1;
    await sql`update invoices set issued_at = now() - make_interval(days => ${days}) where public_token = ${token}`;
  } finally {
    await sql.end();
  }

  // The PDF link goes to the page too; neither shows the customer.
  await page.goto(`/invoice/pdf?document=${token}`);
  await expect(page).toHaveURL(new RegExp(`/invoice\\?document=${token}$`));
  await expect(page.getByRole("heading", { level: 1, name: "Confirm it is your order" })).toBeVisible();
  expect(await page.content()).not.toContain("Layla Test");

  await page.goto(`/ar/invoice?document=${token}`);
  await expect(page.getByRole("heading", { level: 1, name: "أكّد أنّ هذا طلبك" })).toBeVisible();
  await page.getByLabel("رقم الطلب").fill(orderNumber);
  await page.getByLabel("البريد الإلكتروني").fill("someone.else@example.com");
  await page.getByRole("button", { name: "عرض المستند" }).click();
  await expect(page.getByRole("alert")).toHaveText("رقم الطلب والبريد الإلكتروني لا يطابقان هذا المستند.");

  await page.goto(invoiceUrl.pathname + invoiceUrl.search);
  await page.getByLabel("Order number").fill(orderNumber);
  await page.getByLabel("E-mail address").fill(email.toUpperCase());
  await page.getByRole("button", { name: "Show the document" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Tax Invoice" })).toBeVisible();
  await expect(page.getByTestId("invoice-facts")).toContainText(orderNumber);
  const pdf = await page.request.get(`/invoice/pdf?document=${token}`);
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()["content-type"]).toBe("application/pdf");
});
