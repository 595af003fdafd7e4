import { env } from "@/lib/env";
import { apiError } from "@/lib/http/api-error";
import { readRouteBody } from "@/lib/http/read-limited-body";
import { answerWhatsAppHandshake, isSignedByWhatsApp, logFailedDeliveries } from "@/lib/messaging/whatsapp-webhook";

export const dynamic = "force-dynamic";

const configured = () => env.MESSAGING_PROVIDER === "whatsapp";

/** Meta's webhook registration handshake; 404 unless the shop sends its codes by WhatsApp. */
export function GET(request: Request) {
  if (!configured() || !env.WHATSAPP_VERIFY_TOKEN) return apiError(404, "not configured");
  return answerWhatsAppHandshake(new URL(request.url), env.WHATSAPP_VERIFY_TOKEN);
}

/**
 * Delivery statuses of the code messages. Nothing is parsed before the signature checks out; every delivery is only
 * logged, so a retried one does no harm.
 */
export async function POST(request: Request) {
  const body = await readRouteBody(request, "/api/webhooks/whatsapp");
  if (!body.ok) return body.response;
  if (!configured() || !env.WHATSAPP_APP_SECRET) return apiError(404, "not configured");
  if (!isSignedByWhatsApp(body.bytes, request.headers.get("x-hub-signature-256"), env.WHATSAPP_APP_SECRET))
    return apiError(401, "invalid signature");
  let payload: unknown;
  try {
    payload = JSON.parse(body.text());
  } catch {
    return apiError(400, "unreadable event");
  }
  logFailedDeliveries(payload);
  return Response.json({ ok: true }, { headers: { "Cache-Control": "no-store" } });
}
