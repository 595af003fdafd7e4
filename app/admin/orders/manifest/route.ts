import { courierManifestCsv } from "@/lib/admin/orders/courier-manifest";
import { getAdminUser } from "@/lib/auth/admin";
import { csvDownload, privateDownloadHeaders } from "@/lib/csv/csv-download";
import { getDb } from "@/lib/db";
import { shopToday } from "@/lib/validations/cod-lifecycle";
import { currentRequestId } from "@/lib/observability/current-request-id";
import { logError } from "@/lib/observability/json-log";

export const dynamic = "force-dynamic";

/** The courier manifest as a CSV download, for admins only; everyone else gets the bare 404 of an unknown path. */
export async function GET(): Promise<Response> {
  const admin = await getAdminUser();
  if (!admin) return new Response(null, { status: 404, headers: privateDownloadHeaders });
  try {
    const { csv } = await courierManifestCsv(await getDb(), admin);
    return csvDownload(csv, `courier-manifest-${shopToday()}.csv`);
  } catch (error) {
    logError("admin courier manifest failed", error, { requestId: await currentRequestId() });
    return new Response(null, { status: 500, headers: privateDownloadHeaders });
  }
}
