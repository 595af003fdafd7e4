import { NextRequest } from "next/server";
import { and, eq } from "drizzle-orm";

import { GET as manifestGet } from "@/app/admin/orders/manifest/route";
import { GET as vatGet } from "@/app/admin/reports/vat/route";
import { readVatReport } from "@/lib/admin/reports/vat-report";
import { getAdminUser } from "@/lib/auth/admin";
import { invoices, orders } from "@/lib/db/schema";
import { advanceCodOrder } from "@/lib/orders/advance-cod-order";
import { fulfilLocalOrder } from "@/lib/orders/fulfil-local-order";
import { shopToday } from "@/lib/validations/cod-lifecycle";
import { auditRows, placeLocalOrder, testAdmin } from "@/tests/support/admin-fixtures";
import { openTestDatabaseForFile } from "@/tests/unit/support/mocked-request";

jest.mock("@/lib/db", () => jest.requireActual("@/tests/unit/support/mocked-request").mockedDbModule);
jest.mock("@/lib/auth/admin", () => ({ getAdminUser: jest.fn() }));

const db = openTestDatabaseForFile();
const aed = (fils: number) => (fils / 100).toFixed(2);
const BOM = [0xef, 0xbb, 0xbf];

/** The bytes as Excel reads them, and the text after the byte order mark. */
async function download(response: Response) {
  const bytes = new Uint8Array(await response.arrayBuffer());
  return { bom: [...bytes.slice(0, 3)], lines: new TextDecoder().decode(bytes.slice(3)).trimEnd().split("\r\n") };
}

async function documentOf(orderId: string, kind: "invoice" | "credit_note") {
  const [row] = await db().select().from(invoices).where(and(eq(invoices.orderId, orderId), eq(invoices.kind, kind)));
  return row!;
}

const confirm = (orderId: string) => advanceCodOrder(db(), testAdmin, { step: "confirm", orderId });

// Four orders: one kept (to ship, cash), one paid online (to ship, nothing to collect), one cancelled (its credit
// note), one only placed (not on the manifest).
let kept: { id: string; orderNumber: string };
let prepaid: { id: string; orderNumber: string };
let cancelled: { id: string; orderNumber: string };
let placedOnly: { id: string; orderNumber: string };
beforeAll(async () => {
  kept = await placeLocalOrder(db(), { fullName: "ليلى حداد", email: "layla.report@example.ae" });
  prepaid = await placeLocalOrder(db(), { fullName: "Omar Saleh", email: "omar.report@example.ae" });
  cancelled = await placeLocalOrder(db(), { fullName: "Sara Nasser", email: "sara.report@example.ae" });
  placedOnly = await placeLocalOrder(db(), { fullName: "Huda Karim", email: "huda.report@example.ae" });
  await confirm(kept.id);
  await db().update(orders).set({ paymentMethod: "online", financialStatus: "paid" }).where(eq(orders.id, prepaid.id));
  await confirm(prepaid.id);
  await advanceCodOrder(db(), testAdmin, { step: "cancel", orderId: cancelled.id, reason: "Asked by phone." });
});

describe("the VAT report", () => {
  test("counts each document's own figures: sales less credit notes is the net", async () => {
    const today = shopToday();
    const report = await readVatReport(db(), { from: today, to: today });
    const issued = await Promise.all([kept, prepaid, cancelled, placedOnly].map((order) => documentOf(order.id, "invoice")));
    const credit = await documentOf(cancelled.id, "credit_note");
    const sum = (rows: { totalFils: number }[]) => rows.reduce((total, row) => total + row.totalFils, 0);
    const vatSum = (rows: { vatFils: number }[]) => rows.reduce((total, row) => total + row.vatFils, 0);
    expect(report.lines.map((line) => line.number)).toEqual([...issued.map((row) => row.number), credit.number]);
    expect(report.sales).toEqual({ documents: 4, totalFils: sum(issued), vatFils: vatSum(issued), netOfVatFils: sum(issued) - vatSum(issued) });
    expect(report.creditNotes).toEqual({ documents: 1, totalFils: credit.totalFils, vatFils: credit.vatFils, netOfVatFils: credit.totalFils - credit.vatFils });
    expect(report.net).toMatchObject({ totalFils: sum(issued) - credit.totalFils, vatFils: vatSum(issued) - credit.vatFils });
    expect(report.net.vatFils).toBeGreaterThan(0);
  });

  // The shop's day is Dubai's: 00:30 on 2 March in Dubai is still 1 March in UTC.
  test("a period is Dubai days, both included", async () => {
    const credit = await documentOf(cancelled.id, "credit_note");
    await db().update(invoices).set({ issuedAt: new Date("2026-03-01T20:30:00.000Z") }).where(eq(invoices.id, credit.id));
    try {
      const numbersOf = async (from: string, to: string) => (await readVatReport(db(), { from, to })).lines.map((line) => line.number);
      expect(await numbersOf("2026-03-01", "2026-03-01")).toEqual([]);
      expect(await numbersOf("2026-03-02", "2026-03-02")).toEqual([credit.number]);
      expect(await numbersOf("2026-02-01", "2026-03-02")).toEqual([credit.number]);
      expect(await numbersOf("2026-03-03", "2026-03-31")).toEqual([]);
    } finally {
      await db().update(invoices).set({ issuedAt: credit.issuedAt }).where(eq(invoices.id, credit.id));
    }
  });

  test("the download is UTF-8 with a BOM, in AED with two decimals, credit notes negative, totals last; audited", async () => {
    jest.mocked(getAdminUser).mockResolvedValue(testAdmin);
    const today = shopToday();
    const response = await vatGet(new NextRequest(`http://shop.test/admin/reports/vat?from=${today}&to=${today}`));
    expect(response.status).toBe(200);
    expect(response.headers.get("content-disposition")).toBe(`attachment; filename="vat-report-${today}-to-${today}.csv"`);
    expect(response.headers.get("cache-control")).toBe("no-store");
    const { bom, lines } = await download(response);
    expect(bom).toEqual(BOM);
    expect(lines[0]).toBe("Type,Number,Issued at (Gulf time),Order,Customer,Credits invoice,Net of VAT (AED),VAT (AED),Total incl. VAT (AED)");
    const invoice = await documentOf(kept.id, "invoice");
    const credit = await documentOf(cancelled.id, "credit_note");
    const cancelledInvoice = await documentOf(cancelled.id, "invoice");
    expect(lines.find((line) => line.includes(invoice.number))).toMatch(
      new RegExp(`^Tax invoice,${invoice.number},${today} \\d{2}:\\d{2},${kept.orderNumber},ليلى حداد,,${aed(invoice.totalFils - invoice.vatFils)},${aed(invoice.vatFils)},${aed(invoice.totalFils)}$`),
    );
    expect(lines.find((line) => line.includes(credit.number))).toContain(
      `,${cancelledInvoice.number},-${aed(credit.totalFils - credit.vatFils)},-${aed(credit.vatFils)},-${aed(credit.totalFils)}`,
    );
    const report = await readVatReport(db(), { from: today, to: today });
    expect(lines.slice(-3)).toEqual([
      `Sales (tax invoices),4 documents,,,,,${aed(report.sales.netOfVatFils)},${aed(report.sales.vatFils)},${aed(report.sales.totalFils)}`,
      `Credit notes,1 document,,,,,-${aed(report.creditNotes.netOfVatFils)},-${aed(report.creditNotes.vatFils)},-${aed(report.creditNotes.totalFils)}`,
      `Net,5 documents,,,,,${aed(report.net.netOfVatFils)},${aed(report.net.vatFils)},${aed(report.net.totalFils)}`,
    ]);
    const [audit] = (await auditRows(db())).filter((row) => row.action === "reports.vat_exported");
    expect(audit).toMatchObject({ actorId: testAdmin.id, details: { from: today, to: today, documents: 5 } });
  });

  test.each([
    ["a day that does not exist", "?from=2026-02-30&to=2026-03-01", "Choose a day for both dates."],
    ["the days the wrong way round", "?from=2026-03-02&to=2026-03-01", "The last day comes on or after the first."],
    ["one day missing", "?from=2026-03-01", "Choose a day for both dates."],
  ])("%s is refused with 400 and its reason", async (_label, query, message) => {
    jest.mocked(getAdminUser).mockResolvedValue(testAdmin);
    const response = await vatGet(new NextRequest(`http://shop.test/admin/reports/vat${query}`));
    expect(response.status).toBe(400);
    expect(await response.text()).toBe(message);
  });
});

describe("the courier manifest", () => {
  test("lists the confirmed orders not yet shipped with what the courier needs; nothing to collect when paid online", async () => {
    jest.mocked(getAdminUser).mockResolvedValue(testAdmin);
    const response = await manifestGet();
    expect(response.status).toBe(200);
    expect(response.headers.get("content-disposition")).toBe(`attachment; filename="courier-manifest-${shopToday()}.csv"`);
    const { bom, lines } = await download(response);
    expect(bom).toEqual(BOM);
    const [keptRow] = await db().select().from(orders).where(eq(orders.id, kept.id));
    expect(lines).toEqual([
      "Order,Name,Phone,Emirate,City,Address,Items,Payment,Cash to collect (AED)",
      `${kept.orderNumber},ليلى حداد,'+971501234567,Dubai,Jumeirah,"Villa 12, Al Wasl Road",1 × Matcha Clay Mask,Cash on delivery,${keptRow!.totalAmount.toFixed(2)}`,
      `${prepaid.orderNumber},Omar Saleh,'+971501234567,Dubai,Jumeirah,"Villa 12, Al Wasl Road",1 × Matcha Clay Mask,Paid online,0.00`,
    ]);
    const [audit] = (await auditRows(db())).filter((row) => row.action === "orders.manifest_exported");
    expect(audit).toMatchObject({ actorId: testAdmin.id, details: { count: 2 } });
  });

  test("a shipped order leaves the manifest", async () => {
    jest.mocked(getAdminUser).mockResolvedValue(testAdmin);
    await fulfilLocalOrder(db(), testAdmin, { orderId: kept.id, trackingCompany: "Aramex", trackingNumber: "AX9", trackingUrl: "" });
    const { lines } = await download(await manifestGet());
    expect(lines.map((line) => line.split(",")[0])).toEqual(["Order", prepaid.orderNumber]);
  });

  test.each([
    ["the manifest", () => manifestGet()],
    ["the VAT report", () => vatGet(new NextRequest("http://shop.test/admin/reports/vat"))],
  ])("%s is a bare 404 for anyone not an admin, and nothing is recorded", async (_label, get) => {
    jest.mocked(getAdminUser).mockResolvedValue(null);
    const before = (await auditRows(db())).length;
    const response = await get();
    expect(response.status).toBe(404);
    expect(await response.text()).toBe("");
    expect(await auditRows(db())).toHaveLength(before);
  });
});
