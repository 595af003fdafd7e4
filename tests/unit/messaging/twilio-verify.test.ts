import { createTwilioVerifier } from "@/lib/messaging/twilio-verify";
import type { PhoneVerifier } from "@/lib/messaging/types";
import { startTwilioVerifyServer, type TwilioVerifyServer } from "../../support/twilio-verify-server.mjs";

let server: TwilioVerifyServer;
let verifier: PhoneVerifier;
const phone = "+971501234567";
const reference = "5b7f3c1e-2d4a-4c8b-9e0f-1a2b3c4d5e6f";

beforeAll(async () => {
  server = await startTwilioVerifyServer();
  verifier = createTwilioVerifier({
    accountSid: server.accountSid,
    authToken: server.authToken,
    serviceSid: server.serviceSid,
    apiBaseUrl: server.url,
  });
});
afterAll(() => server.close());

describe("Twilio Verify adapter against its test server", () => {
  test("sends an SMS code in the shopper's language, and that code confirms", async () => {
    expect(await verifier.sendCode({ phone, locale: "ar", reference })).toEqual({ ok: true, channel: "sms" });
    const sent = server.state.sent.at(-1);
    expect(sent).toMatchObject({ to: phone, channel: "sms", locale: "ar" });
    expect(await verifier.checkCode({ phone, code: sent!.code, reference })).toEqual({ ok: true });
    // Approved once: the same code does not confirm a second time.
    expect(await verifier.checkCode({ phone, code: sent!.code, reference })).toEqual({ ok: false, reason: "expired" });
  });

  test("a wrong code is refused and the right one still works after it", async () => {
    await verifier.sendCode({ phone, locale: "en", reference });
    const code = server.lastCodeFor(phone)!;
    const wrong = code === "000000" ? "111111" : "000000";
    expect(await verifier.checkCode({ phone, code: wrong, reference })).toEqual({ ok: false, reason: "wrong_code" });
    expect(await verifier.checkCode({ phone, code, reference })).toEqual({ ok: true });
  });

  test("an expired code is refused as expired", async () => {
    await verifier.sendCode({ phone, locale: "en", reference });
    server.expire(phone);
    const code = server.lastCodeFor(phone)!;
    expect(await verifier.checkCode({ phone, code, reference })).toEqual({ ok: false, reason: "expired" });
  });

  test.each(["04 123 4567", "+966501234567", "not a phone"])("%s gets invalid_phone and no SMS", async (bad) => {
    const before = server.state.sent.length;
    expect(await verifier.sendCode({ phone: bad, locale: "en", reference })).toEqual({
      ok: false,
      reason: "invalid_phone",
    });
    expect(server.state.sent).toHaveLength(before);
  });

  test("wrong credentials make Twilio unavailable, for sending and for checking", async () => {
    const misconfigured = createTwilioVerifier({
      accountSid: server.accountSid,
      authToken: "not-the-token",
      serviceSid: server.serviceSid,
      apiBaseUrl: server.url,
    });
    const before = server.state.sent.length;
    expect(await misconfigured.sendCode({ phone, locale: "en", reference })).toEqual({
      ok: false,
      reason: "unavailable",
    });
    expect(server.state.sent).toHaveLength(before);
    expect(await misconfigured.checkCode({ phone, code: "123456", reference })).toEqual({
      ok: false,
      reason: "unavailable",
    });
  });

  test("a Twilio that cannot be reached is unavailable", async () => {
    const gone = await startTwilioVerifyServer();
    await gone.close();
    const unreachable = createTwilioVerifier({
      accountSid: gone.accountSid,
      authToken: gone.authToken,
      serviceSid: gone.serviceSid,
      apiBaseUrl: gone.url,
    });
    expect(await unreachable.sendCode({ phone, locale: "en", reference })).toEqual({
      ok: false,
      reason: "unavailable",
    });
  });
});
