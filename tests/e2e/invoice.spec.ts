import { expect, test } from "@playwright/test";

import { merchant } from "@/content/merchant";
import { pdfText } from "../support/pdf-text.mjs";
import { signInAsAdmin } from "./support/admin-session";
import { waitForMessage, type CapturedMessage } from "./support/mailbox";
import { addOneCleanser, placeCashOnDeliveryOrder, uniqueEmail } from "./support/shop";

// Checkout, the e-mail with its PDF, the Arabic page and the back office's Re-send in one walk.
test.setTimeout(180_000);

const pdfOf = (mail: CapturedMessage) => {
  const [file] = mail.attachments;
  expect(file).toMatchObject({ filename: expect.stringMatching(/^INV-\d{6}\.pdf$/), contentType: "application/pdf" });
  return pdfText(Buffer.from(file!.contentBase64, "base64"));
};

test("a cash-on-delivery order gets a tax invoice: linked from the confirmation, complete, printable, and attached to the e-mail as a PDF", async ({
  page,
  baseURL,
}) => {
  const email = uniqueEmail("invoice", test.info().workerIndex);
  const orderNumber = await placeCashOnDeliveryOrder(page, email, addOneCleanser);

  const link = page.getByRole("link", { name: /View your tax invoice \(INV-\d{6}\)/ });
  const invoiceNumber = (await link.innerText()).match(/INV-\d{6}/)![0];
  await link.click();
  await expect(page.getByRole("heading", { level: 1, name: "Tax Invoice" })).toBeVisible();
  const facts = page.getByTestId("invoice-facts");
  await expect(facts).toContainText(invoiceNumber);
  await expect(facts).toContainText(orderNumber);
  await expect(facts).toContainText("Date of issue");
  const supplier = page.getByTestId("invoice-supplier");
  await expect(supplier).toContainText(merchant.legalName.en);
  for (const line of merchant.address.en) await expect(supplier).toContainText(line);
  await expect(supplier).toContainText(new RegExp(`TRN:\\s*${merchant.trn}`));
  await expect(page.getByTestId("invoice-lines")).toContainText("Matcha Pure Cleanser");
  const totals = page.getByTestId("invoice-totals");
  await expect(totals).toContainText(/Total including VAT\s*AED \d+\.\d{2}/);
  const vatAmount = (
    await totals.getByText("VAT amount (AED)").locator("xpath=following-sibling::dd").innerText()
  ).trim();
  expect(vatAmount).toMatch(/^AED \d+\.\d{2}$/);
  expect(Number(vatAmount.slice(4))).toBeGreaterThan(0);

  // Printed, the invoice is all there is: no shop header or footer.
  await page.emulateMedia({ media: "print" });
  await expect(page.getByRole("heading", { level: 1, name: "Tax Invoice" })).toBeVisible();
  await expect(page.getByRole("banner")).toBeHidden();
  await expect(page.getByRole("link", { name: "Download PDF" })).toBeHidden();
  await page.emulateMedia({ media: "screen" });

  // The same document in Arabic.
  const invoiceUrl = new URL(page.url());
  await page.goto(`/ar${invoiceUrl.pathname}${invoiceUrl.search}`);
  await expect(page.getByRole("heading", { level: 1, name: "فاتورة ضريبية" })).toBeVisible();
  await expect(page.getByTestId("invoice-supplier")).toContainText(merchant.legalName.ar);

  // The confirmation e-mail links the invoice and carries it as a PDF holding the TRN and the VAT amount.
  const mail = await waitForMessage(email, new RegExp(`order ${orderNumber} is confirmed`));
  expect(mail.text).toContain(`${invoiceUrl.pathname}${invoiceUrl.search}`);
  const text = await pdfOf(mail);
  for (const field of ["Tax Invoice", merchant.trn!, invoiceNumber, vatAmount, "VAT amount (AED)"])
    expect(text).toContain(field);

  // The back office lists it and sends it again, with its PDF.
  await signInAsAdmin(page, baseURL!);
  await page.goto("/admin/invoices");
  const row = page.getByRole("row").filter({ has: page.getByRole("rowheader", { name: new RegExp(invoiceNumber) }) });
  await expect(row).toContainText(orderNumber);
  await expect(row).toContainText(vatAmount);
  await row.getByRole("button", { name: "Re-send" }).click();
  await expect(row.getByRole("status")).toHaveText(`${invoiceNumber} is on its way to the customer.`);
  const resent = await waitForMessage(email, new RegExp(`Your document ${invoiceNumber}`));
  expect(await pdfOf(resent)).toContain(merchant.trn!);

  // The order's own page in the back office links its invoice.
  await row.getByRole("link", { name: orderNumber }).click();
  const documents = page.getByRole("region", { name: "Tax documents" });
  await expect(documents.getByRole("link", { name: `Invoice ${invoiceNumber}` })).toHaveAttribute(
    "href",
    `${invoiceUrl.pathname}${invoiceUrl.search}`,
  );
});
