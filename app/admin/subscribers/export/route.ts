import { exportSubscribersCsv } from "@/lib/admin/subscribers/export-subscribers";
import { getAdminUser } from "@/lib/auth/admin";
import { csvDownload, privateDownloadHeaders } from "@/lib/csv/csv-download";
import { getDb } from "@/lib/db";
import { shopToday } from "@/lib/validations/cod-lifecycle";
import { currentRequestId } from "@/lib/observability/current-request-id";
import { logError } from "@/lib/observability/json-log";

export const dynamic = "force-dynamic";

const privateHeaders = privateDownloadHeaders;

/** The subscriber list as a CSV download, for admins only; everyone else gets the same bare 404 as an unknown path. */
export async function GET(): Promise<Response> {
  const admin = await getAdminUser();
  if (!admin) return new Response(null, { status: 404, headers: privateHeaders });

  try {
    const { csv, leftOut } = await exportSubscribersCsv(await getDb(), admin);
    // The shop's day (Asia/Dubai), as the order export names its file.
    return csvDownload(csv, `subscribers-${shopToday()}.csv`, {
      // The page says the same in words; a script fetching the export reads it here.
      "X-Unsubscribed-Left-Out": String(leftOut.unsubscribed),
      "X-Unconfirmed-Left-Out": String(leftOut.unconfirmed),
    });
  } catch (error) {
    logError("admin subscriber export failed", error, { requestId: await currentRequestId() });
    return new Response(null, { status: 500, headers: privateHeaders });
  }
}
