import "server-only";

import twilio from "twilio";
import type RequestClient from "twilio/lib/base/RequestClient";

import type { CheckCodeResult, PhoneVerifier, SendCodeResult } from "./types";
import { uaeMobileE164 } from "./uae-mobile";

export type TwilioVerifyConfig = {
  accountSid: string;
  authToken: string;
  serviceSid: string;
  /** A local server speaking Verify's API (tests); unset, Twilio's own host. */
  apiBaseUrl?: string;
};

/** Twilio's error codes for a number Verify will not text: invalid, landline, or not SMS-capable. */
const undeliverableNumberCodes = new Set([60200, 60205, 21211, 21614]);

/** Twilio's RestException carries the HTTP status and Twilio's own error code. */
const twilioError = (error: unknown) => {
  const { status, code } = (error ?? {}) as { status?: unknown; code?: unknown };
  return { status: typeof status === "number" ? status : 0, code: typeof code === "number" ? code : 0 };
};

/**
 * The SDK's own HTTP client, pointed at another origin: the SDK only lets edge and region change the host name, and a
 * test server listens on http://127.0.0.1.
 */
class RebasedRequestClient extends twilio.RequestClient {
  constructor(private readonly origin: string) {
    super({ timeout: 10_000 });
  }
  override request<TData>(opts: RequestClient.RequestOptions<TData>) {
    const url = new URL(opts.uri);
    return super.request<TData>({ ...opts, uri: new URL(url.pathname + url.search, this.origin).href });
  }
}

/** Twilio Verify sends and checks the code itself (one pending code per phone); the shop keeps no code. */
export function createTwilioVerifier(config: TwilioVerifyConfig): PhoneVerifier {
  const client = twilio(config.accountSid, config.authToken, {
    httpClient: config.apiBaseUrl
      ? new RebasedRequestClient(config.apiBaseUrl)
      : new twilio.RequestClient({ timeout: 10_000 }),
  });
  const service = () => client.verify.v2.services(config.serviceSid);

  return {
    name: "twilio",
    async sendCode({ phone, locale }): Promise<SendCodeResult> {
      const to = uaeMobileE164(phone);
      if (!to) return { ok: false, reason: "invalid_phone" };
      try {
        await service().verifications.create({ to, channel: "sms", locale });
        return { ok: true, channel: "sms" };
      } catch (error) {
        if (undeliverableNumberCodes.has(twilioError(error).code)) return { ok: false, reason: "invalid_phone" };
        return { ok: false, reason: "unavailable" };
      }
    },
    async checkCode({ phone, code }): Promise<CheckCodeResult> {
      const to = uaeMobileE164(phone);
      if (!to) return { ok: false, reason: "wrong_code" };
      try {
        const check = await service().verificationChecks.create({ to, code });
        if (check.status === "approved") return { ok: true };
        // "pending": the code was wrong and the verification stays open; anything else has ended it.
        return { ok: false, reason: check.status === "pending" ? "wrong_code" : "expired" };
      } catch (error) {
        // Verify answers 404 once a verification expired, was approved, or never existed.
        if (twilioError(error).status === 404) return { ok: false, reason: "expired" };
        return { ok: false, reason: "unavailable" };
      }
    },
  };
}
