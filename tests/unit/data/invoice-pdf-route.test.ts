import { eq } from "drizzle-orm";

import { invoiceMessages } from "@/content/messages/en/invoice";
import { anonymisedEmailFor } from "@/lib/account/erase-account";
import type { ActionResult } from "@/lib/actions/action-result";
import { invoicePdfs, invoices, orders } from "@/lib/db/schema";
import { INVOICE_ACCESS_COOKIE } from "@/lib/invoices/invoice-access";
import { renderInvoicePdfInWorker } from "@/lib/invoices/pdf/invoice-pdf-worker";
import { attachmentsFor } from "@/lib/mail/attachments";
import { formDataOf, placeLocalOrder, testAdmin } from "@/tests/support/admin-fixtures";
import { freshClientAddress } from "@/tests/support/client-address";
import { pdfTextOf } from "@/tests/support/pdf-text-of";
import { withFrozenDate } from "@/tests/unit/support/frozen-date";
import { mockedRequest, openTestDatabaseForFile } from "@/tests/unit/support/mocked-request";

jest.mock("@/lib/db", () => jest.requireActual("@/tests/unit/support/mocked-request").mockedDbModule);
jest.mock("next/headers", () => jest.requireActual("@/tests/unit/support/mocked-request").mockedHeadersModule);
jest.mock("next/navigation", () => jest.requireActual("@/tests/unit/support/mocked-navigation").mockedNavigationModule);
const mockAdmin: { current: { id: string; email: string; name: string } | null } = { current: null };
jest.mock("@/lib/auth/admin", () => ({ getAdminUser: async () => mockAdmin.current }));
// Counts renders where the route and the mail hand a document to the PDF worker: the module boundary, not a timer.
jest.mock("@/lib/invoices/pdf/invoice-pdf-worker", () => {
  const actual = jest.requireActual("@/lib/invoices/pdf/invoice-pdf-worker");
  return { ...actual, renderInvoicePdfInWorker: jest.fn(actual.renderInvoicePdfInWorker) };
});

type Get = (request: Request, context: { params: Promise<{ locale: string }> }) => Promise<Response>;
type Unlock = (previous: null, form: FormData) => Promise<ActionResult>;
let GET: Get;
let unlockInvoiceAction: Unlock;
let info: jest.SpyInstance;
const renders = renderInvoicePdfInWorker as jest.MockedFunction<typeof renderInvoicePdfInWorker>;

const db = openTestDatabaseForFile();
beforeAll(async () => {
  ({ GET } = (await import("@/app/[locale]/(shop)/invoice/pdf/route")) as unknown as { GET: Get });
  ({ unlockInvoiceAction } = (await import("@/lib/actions/invoice-access")) as unknown as { unlockInvoiceAction: Unlock });
});
beforeEach(() => {
  // The route logs each drawing; the count is read from the renderer itself.
  info = jest.spyOn(console, "info").mockImplementation(() => {});
  renders.mockClear();
  mockedRequest.clientAddress = freshClientAddress();
  mockedRequest.cookies = new Map();
  mockAdmin.current = null;
});
afterEach(() => info.mockRestore());

let shoppers = 0;
async function issuedInvoice() {
  shoppers += 1;
  const email = `pdf.route${shoppers}@example.ae`;
  const order = await placeLocalOrder(db(), { fullName: "Layla Haddad", email });
  const [invoice] = await db().select().from(invoices).where(eq(invoices.orderId, order.id));
  return { order, invoice: invoice!, email };
}

const download = (token: string, locale = "en") =>
  GET(new Request(`http://127.0.0.1/${locale}/invoice/pdf?document=${token}`), { params: Promise.resolve({ locale }) });

const DAY = 24 * 60 * 60 * 1000;
const age = (invoiceId: string, days: number) =>
  db().update(invoices).set({ issuedAt: new Date(Date.now() - days * DAY) }).where(eq(invoices.id, invoiceId));

/** Where the action redirected to (the pipeline lets redirect() through, as Next does), or its refusal. */
async function unlock(values: Record<string, string>): Promise<string | ActionResult> {
  try {
    return await unlockInvoiceAction(null, formDataOf({ locale: "en", ...values }));
  } catch (error) {
    if (error && typeof error === "object" && "to" in error) return String(error.to);
    throw error;
  }
}
const unlockWords = invoiceMessages.unlock.refused;

describe("GET /[locale]/invoice/pdf", () => {
  test("a document is drawn once: later downloads, and the e-mail's copy, come from storage", async () => {
    const { invoice } = await issuedInvoice();
    const first = await download(invoice.publicToken);
    expect(first.status).toBe(200);
    expect(first.headers.get("content-type")).toBe("application/pdf");
    const bytes = Buffer.from(await first.arrayBuffer());
    expect(pdfTextOf(bytes)).toContain(invoice.number);
    const again = await download(invoice.publicToken);
    expect(Buffer.from(await again.arrayBuffer()).equals(bytes)).toBe(true);
    expect(renders).toHaveBeenCalledTimes(1);
    const stored = await db().select().from(invoicePdfs).where(eq(invoicePdfs.invoiceId, invoice.id));
    expect(stored.map((row) => row.locale)).toEqual(["en"]);
    const [attachment] = await attachmentsFor(db(), [{ kind: "invoice_pdf", documentId: invoice.id }]);
    expect(Buffer.from(attachment!.content).equals(bytes)).toBe(true);
    expect(renders).toHaveBeenCalledTimes(1);
    // The Arabic page's PDF is its own document, drawn once too.
    expect((await download(invoice.publicToken, "ar")).status).toBe(200);
    expect((await download(invoice.publicToken, "ar")).status).toBe(200);
    expect(renders).toHaveBeenCalledTimes(2);
  });

  test("100 requests at once from one client cost one render and are refused with 429 past the limit", async () => {
    const { invoice } = await issuedInvoice();
    await withFrozenDate(async () => {
      const answers = await Promise.all(Array.from({ length: 100 }, () => download(invoice.publicToken)));
      const statuses = answers.map((answer) => answer.status);
      expect(statuses.filter((status) => status === 200)).toHaveLength(10);
      expect(statuses.filter((status) => status === 429)).toHaveLength(90);
      expect(answers.find((answer) => answer.status === 429)!.headers.get("retry-after")).toMatch(/^\d+$/);
    });
    expect(renders).toHaveBeenCalledTimes(1);
  });

  test("one client reading many documents is stopped after 20, whatever the documents", async () => {
    const documents = await Promise.all(Array.from({ length: 3 }, () => issuedInvoice()));
    await withFrozenDate(async () => {
      const statuses: number[] = [];
      for (let round = 0; round < 8; round += 1)
        for (const { invoice } of documents) statuses.push((await download(invoice.publicToken)).status);
      expect(statuses.slice(0, 20).every((status) => status === 200)).toBe(true);
      expect(statuses.slice(20).every((status) => status === 429)).toBe(true);
      // Unknown tokens count too: guessing them is slowed the same way.
      expect((await download("x".repeat(43))).status).toBe(429);
    });
  });

  test("a link older than 30 days sends the download to the page, which opens once the order number and e-mail match", async () => {
    const { invoice, order, email } = await issuedInvoice();
    await age(invoice.id, 31);
    const refused = await download(invoice.publicToken);
    expect(refused.status).toBe(303);
    expect(refused.headers.get("location")).toBe(`/invoice?document=${invoice.publicToken}`);
    expect(renders).not.toHaveBeenCalled();

    const wrong = await unlock({ document: invoice.publicToken, orderNumber: order.orderNumber, email: "someone@else.ae" });
    // Refused on the form, with the entries kept to correct.
    expect(wrong).toEqual({
      ok: false,
      code: "not_found",
      message: unlockWords.not_found,
      fieldErrors: {},
      values: { orderNumber: order.orderNumber, email: "someone@else.ae" },
    });
    expect(mockedRequest.cookies.has(INVOICE_ACCESS_COOKIE)).toBe(false);

    const right = await unlock({ document: invoice.publicToken, orderNumber: order.orderNumber.slice(1), email: email.toUpperCase() });
    expect(right).toBe(`/invoice?document=${invoice.publicToken}`);
    expect(mockedRequest.cookies.get(INVOICE_ACCESS_COOKIE)?.options).toMatchObject({ httpOnly: true, maxAge: 3600, path: "/" });
    expect((await download(invoice.publicToken)).status).toBe(200);

    // The cookie opens that document only.
    const other = await issuedInvoice();
    await age(other.invoice.id, 31);
    expect((await download(other.invoice.publicToken)).status).toBe(303);
  });

  test("the shop's admin opens an old document from the back office without the form", async () => {
    const { invoice } = await issuedInvoice();
    await age(invoice.id, 31);
    expect((await download(invoice.publicToken)).status).toBe(303);
    mockAdmin.current = testAdmin;
    expect((await download(invoice.publicToken)).status).toBe(200);
  });

  test("a forged or expired access cookie opens nothing", async () => {
    const { invoice, order, email } = await issuedInvoice();
    await age(invoice.id, 40);
    await unlock({ document: invoice.publicToken, orderNumber: order.orderNumber, email });
    const grant = mockedRequest.cookies.get(INVOICE_ACCESS_COOKIE)!.value;
    const [id, expires, signature] = grant.split(".");
    mockedRequest.cookies.set(INVOICE_ACCESS_COOKIE, { value: `${id}.${Number(expires) + 3600}.${signature}` });
    expect((await download(invoice.publicToken)).status).toBe(303);
    mockedRequest.cookies.set(INVOICE_ACCESS_COOKIE, { value: grant });
    await withFrozenDate(async () => {
      expect((await download(invoice.publicToken)).status).toBe(303);
    }, new Date(Date.now() + 2 * 3600 * 1000));
  });

  test("an erased customer's invoice never opens from its link, and no order number and e-mail open it", async () => {
    const { invoice, order, email } = await issuedInvoice();
    const placeholder = anonymisedEmailFor(`erased-${invoice.id}`);
    await db().update(orders).set({ email: placeholder }).where(eq(orders.id, order.id));
    expect((await download(invoice.publicToken)).status).toBe(303);
    for (const address of [email, placeholder])
      expect(await unlock({ document: invoice.publicToken, orderNumber: order.orderNumber, email: address })).toMatchObject({
        code: "not_found",
      });
    expect(mockedRequest.cookies.has(INVOICE_ACCESS_COOKIE)).toBe(false);
  });

  test("a malformed form is refused on the page with its reason; a malformed token goes to the unknown-order page", async () => {
    const { invoice } = await issuedInvoice();
    expect(await unlock({ document: invoice.publicToken, orderNumber: "", email: "" })).toMatchObject({
      ok: false,
      code: "invalid",
      message: unlockWords.invalid,
    });
    expect(await unlock({ document: "../../etc", orderNumber: "1001", email: "a@b.ae" })).not.toContain("document=");
  });
});
