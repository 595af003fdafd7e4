import "server-only";

import type { PhoneCodeStore } from "./phone-code-store";
import type { CheckCodeResult, PhoneVerifier, SendCodeResult } from "./types";
import { uaeMobileE164 } from "./uae-mobile";

export type WhatsAppCloudConfig = {
  phoneNumberId: string;
  accessToken: string;
  templateName: string;
  /** Graph API origin and version; a local server in tests. */
  apiBaseUrl: string;
  codes: PhoneCodeStore;
};

export const WHATSAPP_API_BASE_URL = "https://graph.facebook.com/v23.0";

/**
 * An authentication template's message: the code fills the body's one parameter and the copy-code button's. The
 * template is approved per language, so `ar` gets the Arabic one.
 */
export function authenticationTemplate(to: string, templateName: string, locale: "en" | "ar", code: string) {
  return {
    messaging_product: "whatsapp",
    recipient_type: "individual",
    to: to.replace(/^\+/, ""),
    type: "template",
    template: {
      name: templateName,
      language: { code: locale },
      components: [
        { type: "body", parameters: [{ type: "text", text: code }] },
        { type: "button", sub_type: "url", index: "0", parameters: [{ type: "text", text: code }] },
      ],
    },
  };
}

/** The shop makes and checks the code; WhatsApp only carries it. */
export function createWhatsAppVerifier(config: WhatsAppCloudConfig): PhoneVerifier {
  const messagesUrl = `${config.apiBaseUrl.replace(/\/$/, "")}/${encodeURIComponent(config.phoneNumberId)}/messages`;

  return {
    name: "whatsapp",
    async sendCode({ phone, locale, reference }): Promise<SendCodeResult> {
      const to = uaeMobileE164(phone);
      if (!to) return { ok: false, reason: "invalid_phone" };
      try {
        const code = await config.codes.issue(reference, to);
        const answer = await fetch(messagesUrl, {
          method: "POST",
          headers: { authorization: `Bearer ${config.accessToken}`, "content-type": "application/json" },
          body: JSON.stringify(authenticationTemplate(to, config.templateName, locale, code)),
          signal: AbortSignal.timeout(10_000),
        });
        // Accepted is all the answer says: delivery (or a number not on WhatsApp) comes later, by the webhook.
        return answer.ok ? { ok: true, channel: "whatsapp" } : { ok: false, reason: "unavailable" };
      } catch {
        return { ok: false, reason: "unavailable" };
      }
    },
    async checkCode({ phone, code, reference }): Promise<CheckCodeResult> {
      const to = uaeMobileE164(phone);
      if (!to || !/^\d{6}$/.test(code.trim())) return { ok: false, reason: "wrong_code" };
      try {
        const outcome = await config.codes.check(reference, to, code);
        return outcome === "ok" ? { ok: true } : { ok: false, reason: outcome };
      } catch {
        return { ok: false, reason: "unavailable" };
      }
    },
  };
}
