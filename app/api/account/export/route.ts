import { exportAccountData } from "@/lib/account/export-account-data";
import { accountExportByAccount } from "@/lib/account/export-limit";
import { getCurrentSession } from "@/lib/auth/session";
import { getDb } from "@/lib/db";
import { apiError } from "@/lib/http/api-error";

export const dynamic = "force-dynamic";

const noStore = { "Cache-Control": "no-store", "X-Content-Type-Options": "nosniff" };

/**
 * The signed-in shopper's data as a JSON download (Decree-Law 45/2021 Art. 14). The session decides whose data,
 * never a parameter; without one the answer is 401 and holds nothing.
 */
export async function GET() {
  const session = await getCurrentSession();
  if (!session) return apiError(401, "Please sign in first.", noStore);
  const { user } = session;
  const limited = await accountExportByAccount.consume(user.id);
  if (!limited.ok)
    return apiError(429, "Too many downloads. Please try again later.", {
      ...noStore,
      "Retry-After": String(limited.retryAfterSeconds),
    });
  const data = await exportAccountData(await getDb(), {
    id: user.id,
    email: user.email,
    emailVerified: user.emailVerified,
  });
  const day = new Date().toISOString().slice(0, 10);
  return new Response(JSON.stringify(data, null, 2), {
    headers: {
      ...noStore,
      "Content-Type": "application/json; charset=utf-8",
      "Content-Disposition": `attachment; filename="matcha-glow-my-data-${day}.json"`,
    },
  });
}
