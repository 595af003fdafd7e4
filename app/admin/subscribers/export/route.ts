import { exportSubscribersCsv } from "@/lib/admin/subscribers/export-subscribers";
import { getAdminUser } from "@/lib/auth/admin";
import { getDb } from "@/lib/db";

export const dynamic = "force-dynamic";

const privateHeaders = { "Cache-Control": "no-store", "X-Robots-Tag": "noindex" };

/** The subscriber list as a CSV download, for admins only; everyone else gets the same bare 404 as an unknown path. */
export async function GET(): Promise<Response> {
  const admin = await getAdminUser();
  if (!admin) return new Response(null, { status: 404, headers: privateHeaders });

  try {
    const { csv, leftOut } = await exportSubscribersCsv(await getDb(), admin);
    const day = new Date().toISOString().slice(0, 10);
    return new Response(csv, {
      headers: {
        ...privateHeaders,
        "Content-Type": "text/csv; charset=utf-8",
        "Content-Disposition": `attachment; filename="subscribers-${day}.csv"`,
        // The page says the same in words; a script fetching the export reads it here.
        "X-Unsubscribed-Left-Out": String(leftOut.unsubscribed),
        "X-Unconfirmed-Left-Out": String(leftOut.unconfirmed),
      },
    });
  } catch (error) {
    console.error("[admin] subscriber export failed", error);
    return new Response(null, { status: 500, headers: privateHeaders });
  }
}
