import type * as AppleRoute from "@/app/api/payments/apple-pay-domain/route";

/** The route under an environment (lib/env reads it once, at import). */
async function answerUnder(env: Record<string, string | undefined>) {
  const saved = { ...process.env };
  for (const [name, value] of Object.entries(env))
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  try {
    let route: typeof AppleRoute | undefined;
    jest.isolateModules(() => {
      route = jest.requireActual<typeof AppleRoute>("@/app/api/payments/apple-pay-domain/route");
    });
    const response = route!.GET();
    return { status: response.status, type: response.headers.get("content-type"), body: await response.text() };
  } finally {
    process.env = saved;
  }
}

const stripe = { PAYMENT_PROVIDER: "stripe", STRIPE_SECRET_KEY: "sk_test_x", STRIPE_WEBHOOK_SECRET: "whsec_x" };
const file = "7B2270737049223A2238443938...";

test("with a gateway and the owner's file, Apple Pay reads the file as plain text", async () => {
  expect(await answerUnder({ ...stripe, APPLE_PAY_DOMAIN_ASSOCIATION: file })).toEqual({
    status: 200,
    type: "text/plain; charset=utf-8",
    body: file,
  });
});

test("without the file, or without online payment, the address does not exist", async () => {
  expect((await answerUnder({ ...stripe, APPLE_PAY_DOMAIN_ASSOCIATION: undefined })).status).toBe(404);
  expect((await answerUnder({ PAYMENT_PROVIDER: undefined, APPLE_PAY_DOMAIN_ASSOCIATION: file })).status).toBe(404);
});
