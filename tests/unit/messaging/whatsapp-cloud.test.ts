import { createPhoneCodeStore } from "@/lib/messaging/phone-code-store";
import { PHONE_CODE_LIFETIME_MS, type PhoneVerifier } from "@/lib/messaging/types";
import { createWhatsAppVerifier } from "@/lib/messaging/whatsapp-cloud";
import { createTestDb, type TestDb } from "@/tests/support/test-db";
import { startWhatsAppCloudServer, type WhatsAppCloudServer } from "../../support/whatsapp-cloud-server.mjs";

let server: WhatsAppCloudServer;
let testDb: TestDb;
let clock = Date.parse("2026-12-04T10:00:00Z");
const phone = "+971501234567";

const verifierWith = (accessToken: string, apiBaseUrl = server.url): PhoneVerifier =>
  createWhatsAppVerifier({
    phoneNumberId: server.phoneNumberId,
    accessToken,
    templateName: "order_code",
    apiBaseUrl,
    codes: createPhoneCodeStore({
      getDb: async () => testDb.db,
      secret: async () => "a-test-secret-of-at-least-32-characters!",
      now: () => new Date(clock),
    }),
  });
let verifier: PhoneVerifier;
let order = 0;
const nextReference = () => `order-${(order += 1)}`;

beforeAll(async () => {
  [server, testDb] = await Promise.all([startWhatsAppCloudServer(), createTestDb()]);
  verifier = verifierWith(server.accessToken);
});
afterAll(() => Promise.all([server.close(), testDb.close()]));

describe("WhatsApp Cloud API adapter against its test server", () => {
  test("sends a 6-digit code by the authentication template in the shopper's language; that code confirms once", async () => {
    const reference = nextReference();
    expect(await verifier.sendCode({ phone, locale: "ar", reference })).toEqual({ ok: true, channel: "whatsapp" });
    const message = server.sent.at(-1)!;
    expect(message).toMatchObject({ to: phone, template: "order_code", language: "ar" });
    expect(message.code).toMatch(/^\d{6}$/);
    expect(await verifier.checkCode({ phone, code: message.code, reference })).toEqual({ ok: true });
    expect(await verifier.checkCode({ phone, code: message.code, reference })).toEqual({
      ok: false,
      reason: "expired",
    });
  });

  test("a wrong code is refused, and the right one still works", async () => {
    const reference = nextReference();
    await verifier.sendCode({ phone, locale: "en", reference });
    const code = server.lastCodeFor(phone)!;
    const wrong = code === "000000" ? "111111" : "000000";
    expect(await verifier.checkCode({ phone, code: wrong, reference })).toEqual({ ok: false, reason: "wrong_code" });
    expect(await verifier.checkCode({ phone, code, reference })).toEqual({ ok: true });
  });

  test("a code is good for 5 minutes and expired after", async () => {
    const late = nextReference();
    await verifier.sendCode({ phone, locale: "en", reference: late });
    const lateCode = server.lastCodeFor(phone)!;
    const inTime = nextReference();
    await verifier.sendCode({ phone, locale: "en", reference: inTime });
    const inTimeCode = server.lastCodeFor(phone)!;
    clock += PHONE_CODE_LIFETIME_MS - 1000;
    expect(await verifier.checkCode({ phone, code: inTimeCode, reference: inTime })).toEqual({ ok: true });
    clock += 2000;
    expect(await verifier.checkCode({ phone, code: lateCode, reference: late })).toEqual({
      ok: false,
      reason: "expired",
    });
  });

  test("a new code for the order replaces the last; one order's code does not confirm another", async () => {
    const reference = nextReference();
    await verifier.sendCode({ phone, locale: "en", reference });
    const first = server.lastCodeFor(phone)!;
    await verifier.sendCode({ phone, locale: "en", reference });
    const second = server.lastCodeFor(phone)!;
    expect(await verifier.checkCode({ phone, code: second, reference: nextReference() })).toEqual({
      ok: false,
      reason: "expired",
    });
    if (first !== second)
      expect(await verifier.checkCode({ phone, code: first, reference })).toEqual({ ok: false, reason: "wrong_code" });
    expect(await verifier.checkCode({ phone, code: second, reference })).toEqual({ ok: true });
  });

  test("two checks racing with the right code confirm the order once", async () => {
    const reference = nextReference();
    await verifier.sendCode({ phone, locale: "en", reference });
    const code = server.lastCodeFor(phone)!;
    const outcomes = await Promise.all([1, 2].map(() => verifier.checkCode({ phone, code, reference })));
    expect(outcomes.filter((outcome) => outcome.ok)).toHaveLength(1);
  });

  test("only a hash is stored: neither the code nor the phone number", async () => {
    const reference = nextReference();
    await verifier.sendCode({ phone, locale: "en", reference });
    const code = server.lastCodeFor(phone)!;
    const rows = JSON.stringify(await testDb.db.execute(`select * from phone_codes where reference = '${reference}'`));
    expect(rows).toContain(reference);
    expect(rows).not.toContain(code);
    expect(rows).not.toContain("501234567");
  });

  test("the code does not confirm the order from another phone", async () => {
    const reference = nextReference();
    await verifier.sendCode({ phone, locale: "en", reference });
    const code = server.lastCodeFor(phone)!;
    expect(await verifier.checkCode({ phone: "+971559876543", code, reference })).toEqual({
      ok: false,
      reason: "wrong_code",
    });
    expect(await verifier.checkCode({ phone, code, reference })).toEqual({ ok: true });
  });

  test.each(["04 123 4567", "+966501234567", "not a phone"])("%s gets invalid_phone and no message", async (bad) => {
    const before = server.sent.length;
    expect(await verifier.sendCode({ phone: bad, locale: "en", reference: nextReference() })).toEqual({
      ok: false,
      reason: "invalid_phone",
    });
    expect(server.sent).toHaveLength(before);
  });

  test("a wrong access token makes WhatsApp unavailable and sends nothing", async () => {
    const before = server.sent.length;
    expect(await verifierWith("expired-token").sendCode({ phone, locale: "en", reference: nextReference() })).toEqual({
      ok: false,
      reason: "unavailable",
    });
    expect(server.sent).toHaveLength(before);
  });

  test("a Cloud API that cannot be reached is unavailable", async () => {
    const gone = await startWhatsAppCloudServer();
    await gone.close();
    expect(
      await verifierWith(gone.accessToken, gone.url).sendCode({ phone, locale: "en", reference: nextReference() }),
    ).toEqual({ ok: false, reason: "unavailable" });
  });
});
