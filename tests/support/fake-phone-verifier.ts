import type { CheckCodeResult, PhoneVerifier, SendCodeResult } from "@/lib/messaging";

/**
 * A PhoneVerifier that keeps its codes in memory, one live code per reference (order), as Twilio Verify keeps one per
 * verification: `lastCode(reference)` is what the shopper's phone would show. `failSends` makes every send fail.
 */
export function fakePhoneVerifier() {
  const codes = new Map<string, { phone: string; code: string }>();
  const sent: { phone: string; locale: string; reference: string }[] = [];
  let next = 100000;
  const verifier: PhoneVerifier & { failSends: boolean } = {
    name: "twilio",
    failSends: false,
    async sendCode(input): Promise<SendCodeResult> {
      if (verifier.failSends) return { ok: false, reason: "unavailable" };
      next += 7919;
      codes.set(input.reference, { phone: input.phone, code: String(next) });
      sent.push(input);
      return { ok: true, channel: "sms" };
    },
    async checkCode(input): Promise<CheckCodeResult> {
      const live = codes.get(input.reference);
      return live && live.phone === input.phone && live.code === input.code
        ? { ok: true }
        : { ok: false, reason: "wrong_code" };
    },
  };
  return { verifier, sent, lastCode: (reference: string) => codes.get(reference)?.code ?? "" };
}
