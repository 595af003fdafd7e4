import { eq } from "drizzle-orm";

import { shippingNoticeMessages } from "@/content/messages/shipping-notice";
import { fulfilOrderAction } from "@/lib/actions/admin/fulfil-order";
import { getAdminUser } from "@/lib/auth/admin";
import { orders, outboxEmails } from "@/lib/db/schema";
import { lookupOrderForTracking } from "@/lib/orders/lookup-order";
import { auditRows, formDataOf, insertShopifyOrder, placeLocalOrder, testAdmin } from "@/tests/support/admin-fixtures";
import { openSmtpServerForFile } from "@/tests/unit/support/mocked-env";
import { mockedDatabase, openTestDatabaseForFile } from "@/tests/unit/support/mocked-request";

jest.mock("@/lib/db", () => jest.requireActual("@/tests/unit/support/mocked-request").mockedDbModule);
jest.mock("@/lib/auth/admin", () => ({ getAdminUser: jest.fn() }));
jest.mock("next/cache", () => ({ revalidatePath: jest.fn(), updateTag: jest.fn(), revalidateTag: jest.fn() }));
// The shop's mail port reads SMTP_URL; here it points at the test's own SMTP server.
jest.mock("@/lib/env", () => jest.requireActual("@/tests/unit/support/mocked-env").mockedEnvModule());

const asAdmin = () => jest.mocked(getAdminUser).mockResolvedValue(testAdmin);
const asVisitor = () => jest.mocked(getAdminUser).mockResolvedValue(null);

const db = openTestDatabaseForFile();
const smtp = openSmtpServerForFile();

const tracking = { trackingCompany: "Aramex", trackingNumber: "AX 1234-5678", trackingUrl: "https://www.aramex.com/track?id=AX12345678" };
const fulfil = (orderId: string, values: Record<string, string> = tracking) => fulfilOrderAction(null, formDataOf({ orderId, ...values }));

// Placing the test orders queues their confirmations too, and a flush may deliver them: count only shipping notices.
const shippingNotices = () => smtp().received.filter((mail) => / is on its way$/.test(mail.parsed.subject ?? ""));

describe("fulfilOrderAction", () => {
  test("a visitor who is not an admin changes nothing, sends nothing and learns nothing", async () => {
    const order = await placeLocalOrder(db(), { fullName: "Layla Haddad", email: "layla.visitor@example.ae" });
    asVisitor();
    expect(await fulfil(order.id)).toEqual({ ok: false, code: "forbidden", message: "", fieldErrors: {}, values: {} });
    const [row] = await db().select().from(orders).where(eq(orders.id, order.id));
    expect(row).toMatchObject({ fulfillmentStatus: "unfulfilled", trackingNumber: null });
    const queued = await db().select().from(outboxEmails).where(eq(outboxEmails.toAddress, "layla.visitor@example.ae"));
    expect(queued.filter((mail) => mail.kind === "shipping_notice")).toHaveLength(0);
    expect(shippingNotices()).toHaveLength(0);
  });

  test("an admin fulfils a local order: tracking shows on order tracking, the shopper gets one shipping e-mail, the audit log records it", async () => {
    const order = await placeLocalOrder(db(), { fullName: "Layla <b>Haddad</b>", email: "layla@example.ae" });
    asAdmin();
    const state = await fulfil(order.id);
    expect(state).toMatchObject({ ok: true, message: `Order ${order.orderNumber} marked as fulfilled. The shipping e-mail is on its way.` });

    const tracked = await lookupOrderForTracking(db(), "layla@example.ae", order.orderNumber);
    expect(tracked?.order).toMatchObject({ fulfillment_status: "fulfilled", status: "open", tracking_company: "Aramex", tracking_number: "AX 1234-5678", tracking_url: "https://www.aramex.com/track?id=AX12345678" });

    expect(shippingNotices()).toHaveLength(1);
    const [mail] = shippingNotices();
    expect(mail!.envelopeTo).toEqual(["layla@example.ae"]);
    expect(mail!.parsed.subject).toBe(`Your order ${order.orderNumber} is on its way`);
    expect(mail!.parsed.text).toContain("Tracking number: AX 1234-5678");
    expect(mail!.parsed.text).toContain("https://www.aramex.com/track?id=AX12345678");
    // One clay mask (AED 99) and AED 15 shipping, each carrying 5% VAT inside: AED 4.71 + 0.71, as stored at placement.
    expect(mail!.parsed.text).toContain("Order total: AED 114.00");
    expect(mail!.parsed.text).toContain("VAT included: AED 5.42");
    // The name was typed by the shopper: it arrives as text, never as markup.
    expect(mail!.parsed.html).toContain("Layla &lt;b&gt;Haddad&lt;/b&gt;");
    expect(mail!.parsed.html).not.toContain("<b>Haddad");

    const audit = (await auditRows(db())).filter((row) => row.target === `order:${order.id}`);
    expect(audit).toEqual([expect.objectContaining({ actorId: testAdmin.id, actorEmail: testAdmin.email, action: "order.fulfilled", details: expect.objectContaining({ trackingNumber: "AX 1234-5678" }) })]);

    // A second submit (double click, back button) changes nothing and sends no second e-mail.
    const again = await fulfil(order.id, { ...tracking, trackingNumber: "OTHER-1" });
    expect(again).toMatchObject({ ok: true, message: "This order is already fulfilled; nothing was changed and no second e-mail was sent." });
    expect(shippingNotices()).toHaveLength(1);
    expect((await lookupOrderForTracking(db(), "layla@example.ae", order.orderNumber))?.order.tracking_number).toBe("AX 1234-5678");
    expect((await auditRows(db())).filter((row) => row.target === `order:${order.id}`)).toHaveLength(1);
  });

  test("two submits at the same moment still send one e-mail", async () => {
    const order = await placeLocalOrder(db(), { fullName: "Sara Ali", email: "sara@example.ae" });
    asAdmin();
    const states = await Promise.all([fulfil(order.id), fulfil(order.id)]);
    expect(states.every((state) => state.ok)).toBe(true);
    expect(shippingNotices().filter((mail) => mail.envelopeTo.includes("sara@example.ae"))).toHaveLength(1);
  });

  test.each([
    ["a javascript: link", { trackingUrl: "javascript:alert(1)" }, "trackingUrl", "Please enter a web address starting with https:// or http://"],
    ["a data: link", { trackingUrl: "data:text/html,<script>alert(1)</script>" }, "trackingUrl", "Please enter a web address starting with https:// or http://"],
    ["an ftp link", { trackingUrl: "ftp://carrier.example/track" }, "trackingUrl", "Please enter a web address starting with https:// or http://"],
    ["no carrier", { trackingCompany: "  " }, "trackingCompany", "Please enter the carrier"],
    ["no tracking number", { trackingNumber: "" }, "trackingNumber", "Please enter the tracking number"],
  ])("refuses %s with a message under the field, keeps the entries and changes nothing", async (_label, change, field, message) => {
    const order = await placeLocalOrder(db(), { fullName: "Hana Noor", email: "hana@example.ae" });
    asAdmin();
    const values = { ...tracking, ...change };
    const state = await fulfil(order.id, values);
    expect(state).toMatchObject({ ok: false, message: "Please correct the highlighted fields.", fieldErrors: { [field]: message }, values });
    const [row] = await db().select().from(orders).where(eq(orders.id, order.id));
    expect(row).toMatchObject({ fulfillmentStatus: "unfulfilled", trackingNumber: null, trackingUrl: null });
    expect(shippingNotices()).toHaveLength(0);
  });

  test("without a tracking page the order is fulfilled with the number alone", async () => {
    const order = await placeLocalOrder(db(), { fullName: "Mona Aziz", email: "mona@example.ae" });
    asAdmin();
    expect((await fulfil(order.id, { trackingCompany: "Emirates Post", trackingNumber: "EP123", trackingUrl: "" })).ok).toBe(true);
    expect((await lookupOrderForTracking(db(), "mona@example.ae", order.orderNumber))?.order).toMatchObject({ tracking_number: "EP123", tracking_url: null });
  });

  test("a Shopify order is read-only here", async () => {
    const order = await insertShopifyOrder(db(), "#5001", "shopify.buyer@example.ae");
    asAdmin();
    expect(await fulfil(order.id)).toMatchObject({ ok: false, message: "Shopify orders are fulfilled in Shopify." });
    const [row] = await db().select().from(orders).where(eq(orders.id, order.id));
    expect(row).toMatchObject({ fulfillmentStatus: "unfulfilled", trackingNumber: null });
    expect(shippingNotices()).toHaveLength(0);
  });

  test("a forged order id is refused without touching anything", async () => {
    asAdmin();
    expect(await fulfil("not-a-uuid")).toMatchObject({ ok: false, message: "That request was not valid. Please reload the page and try again.", fieldErrors: {} });
    expect(await fulfilOrderAction(null, "not form data" as unknown as FormData)).toMatchObject({ ok: false });
  });

  test("a database failure is reported plainly, logged once, and the entries are kept", async () => {
    asAdmin();
    mockedDatabase.failing = true;
    const log = jest.spyOn(console, "error").mockImplementation(() => {});
    const state = await fulfil("7f0c2a8e-4a39-4a8e-9c55-0d9f1b2c3d4e");
    expect(state).toEqual({ ok: false, code: "unexpected", message: "Something went wrong. Please try again.", fieldErrors: {}, values: tracking });
    expect(log).toHaveBeenCalledTimes(1);
    log.mockRestore();
  });
});

describe("an order placed in the Arabic shop", () => {
  test("gets its shipping notice in Arabic, right to left, with the /ar tracking link", async () => {
    const order = await placeLocalOrder(db(), { fullName: "ليلى حداد", email: "layla.arabic@example.ae" }, "ar");
    asAdmin();
    expect(await fulfil(order.id)).toMatchObject({ ok: true });

    const [mail, ...others] = smtp().received.filter((received) => received.envelopeTo.includes("layla.arabic@example.ae") && received.parsed.subject === shippingNoticeMessages.ar.subject(order.orderNumber));
    expect(others).toHaveLength(0);
    expect(mail!.parsed.subject).toMatch(/[\u0600-\u06ff]/);
    expect(String(mail!.parsed.html)).toMatch(/<html lang="ar" dir="rtl">/);
    expect(mail!.parsed.text).toContain(`${shippingNoticeMessages.ar.trackingNumber}: AX 1234-5678`);
    expect(mail!.parsed.text).toContain("/ar/track-order");
  });
});
