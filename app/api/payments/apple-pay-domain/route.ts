import { offersOnlinePayment } from "@/lib/payments";
import { env } from "@/lib/env";

export const dynamic = "force-dynamic";

/**
 * Apple Pay's domain-verification file (reached as /.well-known/apple-developer-merchantid-domain-association through
 * a rewrite in next.config.ts): the owner pastes the gateway's file into APPLE_PAY_DOMAIN_ASSOCIATION. Without online
 * payment, or without the file, there is nothing to verify and the address does not exist.
 */
export function GET(): Response {
  const file = offersOnlinePayment() ? env.APPLE_PAY_DOMAIN_ASSOCIATION : undefined;
  if (!file) return new Response("Not found", { status: 404, headers: { "Cache-Control": "no-store" } });
  return new Response(file, {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
