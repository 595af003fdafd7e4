import type * as Messaging from "@/lib/messaging";

/** The configured verifier under an environment (lib/env reads it once, at import). */
function verifierUnder(env: Record<string, string | undefined>) {
  const saved = { ...process.env };
  for (const [name, value] of Object.entries(env))
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  try {
    let verifier: unknown;
    jest.isolateModules(() => {
      verifier = jest.requireActual<typeof Messaging>("@/lib/messaging").getPhoneVerifier();
    });
    return verifier as ReturnType<typeof Messaging.getPhoneVerifier>;
  } finally {
    process.env = saved;
  }
}

const twilio = {
  MESSAGING_PROVIDER: "twilio",
  TWILIO_ACCOUNT_SID: "ACtest",
  TWILIO_AUTH_TOKEN: "token",
  TWILIO_VERIFY_SERVICE_SID: "VAtest",
};
const whatsapp = {
  MESSAGING_PROVIDER: "whatsapp",
  WHATSAPP_PHONE_NUMBER_ID: "100000000000001",
  WHATSAPP_ACCESS_TOKEN: "token",
  WHATSAPP_APP_SECRET: "secret",
  WHATSAPP_TEMPLATE_NAME: "order_code",
  WHATSAPP_VERIFY_TOKEN: "verify",
};

describe("MESSAGING_PROVIDER", () => {
  test("unset: no verifier, so no code is sent and the owner confirms by phone", () => {
    expect(verifierUnder({ MESSAGING_PROVIDER: undefined })).toBeNull();
  });

  test.each([
    ["twilio", twilio],
    ["whatsapp", whatsapp],
  ])("%s with its settings: that provider", (name, env) => {
    expect(verifierUnder(env)?.name).toBe(name);
  });

  test.each([
    ["twilio", { ...twilio, TWILIO_VERIFY_SERVICE_SID: "" }, "TWILIO_VERIFY_SERVICE_SID"],
    ["whatsapp", { ...whatsapp, WHATSAPP_APP_SECRET: undefined }, "WHATSAPP_APP_SECRET"],
  ])("%s with a setting missing refuses to start, naming it", (_name, env, missing) => {
    expect(() => verifierUnder(env)).toThrow(new RegExp(`${missing}: required with MESSAGING_PROVIDER`));
  });
});
