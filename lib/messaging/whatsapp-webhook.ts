import "server-only";

import { createHmac, timingSafeEqual } from "node:crypto";
import { z } from "zod";

import { apiError } from "@/lib/http/api-error";
import { logWarning } from "@/lib/observability/json-log";

const sameText = (a: string, b: string) => {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
};

/** Meta signs every POST: `X-Hub-Signature-256: sha256=` + HMAC-SHA256(app secret, raw body), hex. */
export function isSignedByWhatsApp(rawBody: Uint8Array, header: string | null, appSecret: string): boolean {
  if (!header?.startsWith("sha256=")) return false;
  const expected = "sha256=" + createHmac("sha256", appSecret).update(rawBody).digest("hex");
  return sameText(header, expected);
}

/** Registering the webhook: Meta sends the verify token typed in its dashboard and wants the challenge echoed. */
export async function answerWhatsAppHandshake(url: URL, verifyToken: string): Promise<Response> {
  const mode = url.searchParams.get("hub.mode");
  const token = url.searchParams.get("hub.verify_token") ?? "";
  const challenge = url.searchParams.get("hub.challenge") ?? "";
  if (mode !== "subscribe" || !sameText(token, verifyToken)) return apiError(403, "verification failed");
  return new Response(challenge, {
    status: 200,
    headers: { "content-type": "text/plain", "Cache-Control": "no-store" },
  });
}

const statusEventSchema = z.object({
  entry: z
    .array(
      z.object({
        changes: z
          .array(
            z.object({
              value: z
                .object({
                  statuses: z
                    .array(
                      z.object({
                        id: z.string(),
                        status: z.string(),
                        errors: z.array(z.object({ code: z.number(), title: z.string().optional() })).optional(),
                      }),
                    )
                    .optional(),
                })
                .optional(),
            }),
          )
          .optional(),
      }),
    )
    .optional(),
});

/**
 * A code that never arrived (the number is not on WhatsApp, the template was paused) is worth the owner's attention:
 * the shopper sees no message. Logged without the recipient: the line must carry no phone number.
 */
export function logFailedDeliveries(payload: unknown): number {
  const parsed = statusEventSchema.safeParse(payload);
  if (!parsed.success) return 0;
  let failed = 0;
  for (const entry of parsed.data.entry ?? [])
    for (const change of entry.changes ?? [])
      for (const status of change.value?.statuses ?? []) {
        if (status.status !== "failed") continue;
        failed += 1;
        const [error] = status.errors ?? [];
        logWarning("[whatsapp] a phone code was not delivered", {
          messageId: status.id,
          errorCode: error?.code,
          errorTitle: error?.title,
        });
      }
  return failed;
}
