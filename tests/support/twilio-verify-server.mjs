/**
 * A local server that speaks Twilio Verify's API as the shop uses it (form-encoded, Basic auth with the account SID
 * and auth token): POST /v2/Services/{sid}/Verifications makes a 6-digit code and records it as "sent";
 * POST /v2/Services/{sid}/VerificationCheck approves that code ("approved"), keeps the verification open on a wrong
 * one ("pending") and answers 404 once it expired or was approved, as Twilio does. Imported by jest; also runs on
 * its own for Playwright:
 *   node tests/support/twilio-verify-server.mjs --port 4592 --account-sid ACtest --auth-token secret --service-sid VAtest
 */
import { randomBytes, randomInt } from "node:crypto";

import { cliOption, readBody, runWhenStartedDirectly, sendJson, startTestHttpServer } from "./test-http-server.mjs";

const twilioError = (status, code, message) => ({
  code,
  message,
  more_info: `https://www.twilio.com/docs/errors/${code}`,
  status,
});

export async function startTwilioVerifyServer(options = {}) {
  const accountSid = options.accountSid ?? "ACtest00000000000000000000000000";
  const authToken = options.authToken ?? "twilio-test-token";
  const serviceSid = options.serviceSid ?? "VAtest00000000000000000000000000";
  /** Verify's default lifetime is 10 minutes; a test moves past it with expire(). */
  const lifetimeMs = options.lifetimeMs ?? 10 * 60_000;
  const state = {
    /** Every code "sent", newest last: { to, channel, locale, code, sentAt }. */
    sent: [],
    /** The open verification per phone. */
    pending: new Map(),
  };
  const expected = "Basic " + Buffer.from(`${accountSid}:${authToken}`).toString("base64");

  const resource = (verification, status) => ({
    sid: verification.sid,
    service_sid: serviceSid,
    account_sid: accountSid,
    to: verification.to,
    channel: verification.channel,
    status,
    valid: status === "approved",
    date_created: verification.sentAt.toISOString(),
    date_updated: new Date().toISOString(),
  });

  const server = await startTestHttpServer(async (request, response) => {
    const body = new URLSearchParams((await readBody(request)).toString("utf8"));
    if (request.headers.authorization !== expected)
      return sendJson(response, 401, twilioError(401, 20003, "Authenticate"));
    const match = /^\/v2\/Services\/([^/]+)\/(Verifications|VerificationCheck)$/.exec(request.url ?? "");
    if (request.method !== "POST" || !match || match[1] !== serviceSid)
      return sendJson(response, 404, twilioError(404, 20404, "The requested resource was not found"));
    const to = body.get("To") ?? "";
    if (!/^\+[1-9]\d{7,14}$/.test(to))
      return sendJson(response, 400, twilioError(400, 60200, "Invalid parameter `To`"));

    if (match[2] === "Verifications") {
      const verification = {
        sid: `VE${randomBytes(16).toString("hex")}`,
        to,
        channel: body.get("Channel") ?? "sms",
        locale: body.get("Locale") ?? "en",
        // Verify resends the open code to the same phone rather than making a new one.
        code: state.pending.get(to)?.code ?? String(randomInt(0, 1_000_000)).padStart(6, "0"),
        sentAt: new Date(),
      };
      state.pending.set(to, verification);
      state.sent.push(verification);
      return sendJson(response, 201, resource(verification, "pending"));
    }
    const verification = state.pending.get(to);
    if (!verification || Date.now() - verification.sentAt.getTime() > lifetimeMs)
      return sendJson(response, 404, twilioError(404, 20404, "The requested resource was not found"));
    if (body.get("Code") !== verification.code) return sendJson(response, 200, resource(verification, "pending"));
    state.pending.delete(to);
    return sendJson(response, 200, resource(verification, "approved"));
  });

  return {
    ...server,
    accountSid,
    authToken,
    serviceSid,
    state,
    /** The last code sent to a phone, as the shopper's SMS would show it. */
    lastCodeFor: (to) => state.sent.findLast((entry) => entry.to === to)?.code ?? null,
    /** Moves the phone's open verification past its lifetime. */
    expire(to) {
      const verification = state.pending.get(to);
      if (verification) verification.sentAt = new Date(Date.now() - lifetimeMs - 1000);
    },
  };
}

runWhenStartedDirectly(
  import.meta.url,
  () =>
    startTwilioVerifyServer({
      port: Number(cliOption("port", "0")),
      accountSid: cliOption("account-sid", undefined),
      authToken: cliOption("auth-token", undefined),
      serviceSid: cliOption("service-sid", undefined),
    }),
  (server) => `Twilio Verify test server on ${server.url}`,
);
