export type PhoneChannel = "sms" | "whatsapp";

export type SendCodeResult =
  { ok: true; channel: PhoneChannel } | { ok: false; reason: "invalid_phone" | "unavailable" };

export type CheckCodeResult = { ok: true } | { ok: false; reason: "wrong_code" | "expired" | "unavailable" };

export interface PhoneVerifier {
  readonly name: "twilio" | "whatsapp";
  /** phone: E.164 UAE mobile, e.g. +971501234567. reference: the order id (one code per order). */
  sendCode(input: { phone: string; locale: "en" | "ar"; reference: string }): Promise<SendCodeResult>;
  checkCode(input: { phone: string; code: string; reference: string }): Promise<CheckCodeResult>;
}

/** How long a code the shop generates itself stays good; the order side enforces the same on its own. */
export const PHONE_CODE_LIFETIME_MS = 5 * 60_000;
