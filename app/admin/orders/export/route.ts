import type { NextRequest } from "next/server";

import { exportOrdersCsv } from "@/lib/admin/orders/export-orders";
import { getAdminUser } from "@/lib/auth/admin";
import { csvDownload, privateDownloadHeaders } from "@/lib/csv/csv-download";
import { getDb } from "@/lib/db";
import { readAdminOrderSearch } from "@/lib/validations/admin-lists";
import { shopToday } from "@/lib/validations/cod-lifecycle";
import { currentRequestId } from "@/lib/observability/current-request-id";
import { logError } from "@/lib/observability/json-log";

export const dynamic = "force-dynamic";

const privateHeaders = privateDownloadHeaders;

/**
 * The orders list as a CSV download, filtered by the same q and status as /admin/orders; a bare 404 for everyone else.
 */
export async function GET(request: NextRequest): Promise<Response> {
  const admin = await getAdminUser();
  if (!admin) return new Response(null, { status: 404, headers: privateHeaders });

  const reading = readAdminOrderSearch(Object.fromEntries(request.nextUrl.searchParams));
  // A refused search term exports nothing: dropping it would export every order.
  if (!reading.ok)
    return new Response(reading.message, {
      status: 400,
      headers: { ...privateHeaders, "Content-Type": "text/plain; charset=utf-8" },
    });
  try {
    const { csv } = await exportOrdersCsv(await getDb(), admin, reading.search);
    // The shop's day (Asia/Dubai): at 01:00 in Dubai the UTC date is still yesterday's.
    const day = shopToday();
    return csvDownload(csv, `orders-${day}.csv`);
  } catch (error) {
    logError("admin order export failed", error, { requestId: await currentRequestId() });
    return new Response(null, { status: 500, headers: privateHeaders });
  }
}
