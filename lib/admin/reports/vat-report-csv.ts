import "server-only";

import { adminExportMessages } from "@/content/messages/en/admin-exports";
import type { AdminUser } from "@/lib/auth/admin";
import { recordAdminAction } from "@/lib/audit/record-admin-action";
import { toCsv, type CsvValue } from "@/lib/csv/to-csv";
import type { Db } from "@/lib/db";
import type { VatPeriod } from "@/lib/validations/vat-report";
import { fromFils, gulfDateTime } from "../orders/export-orders";
import { readVatReport, type VatFigures } from "./vat-report";

const { vat } = adminExportMessages;

/** Credit notes take off: they are written negative, so a column's sum in a spreadsheet is the period's net. */
const signed = (kind: "invoice" | "credit_note", fils: number) => fromFils(kind === "credit_note" ? -fils : fils);

const totalRow = (label: string, figures: VatFigures, sign = 1): CsvValue[] => [
  label,
  vat.totals.documents(figures.documents),
  "",
  "",
  "",
  "",
  fromFils(sign * figures.netOfVatFils),
  fromFils(sign * figures.vatFils),
  fromFils(sign * figures.totalFils),
];

/** The VAT report as CSV: one line per document, then the sales, credit notes and net totals. Audited. */
export async function vatReportCsv(db: Db, actor: AdminUser, period: VatPeriod): Promise<string> {
  const report = await readVatReport(db, period);
  await recordAdminAction(db, {
    actor,
    action: "reports.vat_exported",
    details: { from: period.from, to: period.to, documents: report.lines.length },
  });
  const lines = report.lines.map((line): CsvValue[] => [
    vat.kinds[line.kind],
    line.number,
    gulfDateTime(line.issuedAt),
    line.orderNumber,
    line.customerName,
    line.creditsInvoiceNumber,
    signed(line.kind, line.totalFils - line.vatFils),
    signed(line.kind, line.vatFils),
    signed(line.kind, line.totalFils),
  ]);
  return toCsv(vat.header, [
    ...lines,
    [],
    totalRow(vat.totals.sales, report.sales),
    totalRow(vat.totals.creditNotes, report.creditNotes, -1),
    totalRow(vat.totals.net, report.net),
  ]);
}
