import type { NextRequest } from "next/server";

import { vatReportCsv } from "@/lib/admin/reports/vat-report-csv";
import { getAdminUser } from "@/lib/auth/admin";
import { csvDownload, privateDownloadHeaders } from "@/lib/csv/csv-download";
import { getDb } from "@/lib/db";
import { readVatPeriod } from "@/lib/validations/vat-report";
import { currentRequestId } from "@/lib/observability/current-request-id";
import { logError } from "@/lib/observability/json-log";

export const dynamic = "force-dynamic";

/** The VAT report of ?from=YYYY-MM-DD&to=YYYY-MM-DD (Gulf days) as CSV, for admins only; a bare 404 for others. */
export async function GET(request: NextRequest): Promise<Response> {
  const admin = await getAdminUser();
  if (!admin) return new Response(null, { status: 404, headers: privateDownloadHeaders });
  const reading = readVatPeriod(Object.fromEntries(request.nextUrl.searchParams));
  if (!reading.ok)
    return new Response(reading.message, {
      status: 400,
      headers: { ...privateDownloadHeaders, "Content-Type": "text/plain; charset=utf-8" },
    });
  try {
    const { from, to } = reading.period;
    const csv = await vatReportCsv(await getDb(), admin, reading.period);
    return csvDownload(csv, `vat-report-${from}-to-${to}.csv`);
  } catch (error) {
    logError("admin VAT report failed", error, { requestId: await currentRequestId() });
    return new Response(null, { status: 500, headers: privateDownloadHeaders });
  }
}
