import "server-only";

import { resolveAuthSecret } from "@/lib/auth/auth-secret";
import { getDb } from "@/lib/db";
import { env } from "@/lib/env";
import { createPhoneCodeStore } from "./phone-code-store";
import { createTwilioVerifier } from "./twilio-verify";
import type { PhoneVerifier } from "./types";
import { createWhatsAppVerifier, WHATSAPP_API_BASE_URL } from "./whatsapp-cloud";

export type { CheckCodeResult, PhoneChannel, PhoneVerifier, SendCodeResult } from "./types";
export { uaeMobileE164 } from "./uae-mobile";

const globalForMessaging = globalThis as typeof globalThis & { matchaGlowPhoneVerifier?: PhoneVerifier };

function createVerifier(name: "twilio" | "whatsapp"): PhoneVerifier {
  // lib/env.ts refuses to start with MESSAGING_PROVIDER set and a setting of its provider missing.
  const required = (value: string | undefined) => value ?? "";
  if (name === "twilio")
    return createTwilioVerifier({
      accountSid: required(env.TWILIO_ACCOUNT_SID),
      authToken: required(env.TWILIO_AUTH_TOKEN),
      serviceSid: required(env.TWILIO_VERIFY_SERVICE_SID),
      apiBaseUrl: env.TWILIO_API_BASE_URL,
    });
  return createWhatsAppVerifier({
    phoneNumberId: required(env.WHATSAPP_PHONE_NUMBER_ID),
    accessToken: required(env.WHATSAPP_ACCESS_TOKEN),
    templateName: required(env.WHATSAPP_TEMPLATE_NAME),
    apiBaseUrl: env.WHATSAPP_API_BASE_URL ?? WHATSAPP_API_BASE_URL,
    codes: createPhoneCodeStore({ getDb, secret: resolveAuthSecret }),
  });
}

/** null when MESSAGING_PROVIDER is unset: no code is sent, the owner confirms by phone as today. */
export function getPhoneVerifier(): PhoneVerifier | null {
  const name = env.MESSAGING_PROVIDER;
  if (!name) return null;
  if (globalForMessaging.matchaGlowPhoneVerifier?.name !== name)
    globalForMessaging.matchaGlowPhoneVerifier = createVerifier(name);
  return globalForMessaging.matchaGlowPhoneVerifier;
}
