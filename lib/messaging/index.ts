// A placeholder with the contract of lib/messaging (branch messaging builds the Twilio Verify and WhatsApp adapters
// behind it); that branch's file replaces this one at merge. Until then no provider is configured.
export type PhoneChannel = "sms" | "whatsapp";
export type SendCodeResult =
  { ok: true; channel: PhoneChannel } | { ok: false; reason: "invalid_phone" | "unavailable" };
export type CheckCodeResult = { ok: true } | { ok: false; reason: "wrong_code" | "expired" | "unavailable" };
export interface PhoneVerifier {
  readonly name: "twilio" | "whatsapp";
  sendCode(input: { phone: string; locale: "en" | "ar"; reference: string }): Promise<SendCodeResult>;
  checkCode(input: { phone: string; code: string; reference: string }): Promise<CheckCodeResult>;
}

/** The configured provider, or null when MESSAGING_PROVIDER is unset. */
export function getPhoneVerifier(): PhoneVerifier | null {
  return null;
}

/** "+971501234567" for a UAE mobile number written any usual way (0501234567, 971 50 123 4567), else null. */
export function uaeMobileE164(phone: string): string | null {
  const digits = phone
    .replace(/[\s\-().]/g, "")
    .replace(/^\+/, "")
    .replace(/^00/, "");
  const national = digits.startsWith("971") ? digits.slice(3) : digits.replace(/^0/, "");
  return /^5[0-9]{8}$/.test(national) ? `+971${national}` : null;
}
