import type * as WhatsAppRoute from "@/app/api/webhooks/whatsapp/route";
import { whatsAppSignature } from "../../support/whatsapp-cloud-server.mjs";

const appSecret = "whatsapp-app-secret";
const verifyToken = "the-verify-token";
const whatsAppEnv = {
  MESSAGING_PROVIDER: "whatsapp",
  WHATSAPP_PHONE_NUMBER_ID: "100000000000001",
  WHATSAPP_ACCESS_TOKEN: "token",
  WHATSAPP_APP_SECRET: appSecret,
  WHATSAPP_TEMPLATE_NAME: "order_code",
  WHATSAPP_VERIFY_TOKEN: verifyToken,
};

/** The route under an environment (lib/env reads it once, at import). */
function routeUnder(env: Record<string, string | undefined>): typeof WhatsAppRoute {
  const saved = { ...process.env };
  Object.assign(process.env, env);
  try {
    let route: unknown;
    jest.isolateModules(() => {
      route = jest.requireActual<typeof WhatsAppRoute>("@/app/api/webhooks/whatsapp/route");
    });
    return route as typeof WhatsAppRoute;
  } finally {
    process.env = saved;
  }
}

const route = routeUnder(whatsAppEnv);
const url = "http://shop.test/api/webhooks/whatsapp";

const failedDelivery = JSON.stringify({
  object: "whatsapp_business_account",
  entry: [
    {
      id: "WABA",
      changes: [
        {
          field: "messages",
          value: {
            statuses: [
              {
                id: "wamid.failed1",
                status: "failed",
                recipient_id: "971501234567",
                errors: [{ code: 131026, title: "Message undeliverable" }],
              },
              { id: "wamid.ok1", status: "delivered", recipient_id: "971559876543" },
            ],
          },
        },
      ],
    },
  ],
});

const post = (body: string, signature?: string) =>
  route.POST(
    new Request(url, {
      method: "POST",
      body,
      headers: { "content-type": "application/json", ...(signature ? { "x-hub-signature-256": signature } : {}) },
    }),
  );

let warnings: jest.SpyInstance;
beforeEach(() => {
  warnings = jest.spyOn(console, "warn").mockImplementation(() => {});
});
afterEach(() => jest.restoreAllMocks());

describe("POST /api/webhooks/whatsapp", () => {
  test("a signed delivery report is accepted; a failed code is logged without the phone number", async () => {
    const answer = await post(failedDelivery, whatsAppSignature(failedDelivery, appSecret));
    expect(answer.status).toBe(200);
    const lines = warnings.mock.calls.map(([line]) => String(line));
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain("wamid.failed1");
    expect(lines[0]).toContain("131026");
    expect(lines.join("\n")).not.toMatch(/501234567|559876543/);
  });

  test.each([
    ["tampered after signing", failedDelivery.replace("failed", "read"), whatsAppSignature(failedDelivery, appSecret)],
    ["signed with another secret", failedDelivery, whatsAppSignature(failedDelivery, "someone-else")],
    ["signed without the sha256= prefix", failedDelivery, whatsAppSignature(failedDelivery, appSecret).slice(7)],
    ["unsigned", failedDelivery, undefined],
  ])("a body %s is refused with 401 and nothing logged", async (_label, body, signature) => {
    const answer = await post(body, signature);
    expect(answer.status).toBe(401);
    expect(await answer.json()).toMatchObject({ error: "invalid signature" });
    expect(warnings).not.toHaveBeenCalled();
  });

  test("without WhatsApp configured the webhook is not there", async () => {
    const off = routeUnder({ MESSAGING_PROVIDER: undefined });
    const answer = await off.POST(
      new Request(url, {
        method: "POST",
        body: failedDelivery,
        headers: { "x-hub-signature-256": whatsAppSignature(failedDelivery, appSecret) },
      }),
    );
    expect(answer.status).toBe(404);
  });
});

describe("GET /api/webhooks/whatsapp (Meta's registration handshake)", () => {
  const handshake = (params: Record<string, string>) =>
    route.GET(new Request(`${url}?${new URLSearchParams(params).toString()}`));

  test("the right verify token gets the challenge back", async () => {
    const answer = await handshake({
      "hub.mode": "subscribe",
      "hub.verify_token": verifyToken,
      "hub.challenge": "1158201444",
    });
    expect(answer.status).toBe(200);
    expect(await answer.text()).toBe("1158201444");
  });

  test.each([
    ["a wrong token", { "hub.mode": "subscribe", "hub.verify_token": "guess", "hub.challenge": "1" }],
    ["no token", { "hub.mode": "subscribe", "hub.challenge": "1" }],
    ["another mode", { "hub.mode": "unsubscribe", "hub.verify_token": verifyToken, "hub.challenge": "1" }],
  ])("%s is refused without the challenge", async (_label, params) => {
    const answer = await handshake(params);
    expect(answer.status).toBe(403);
    expect(await answer.text()).not.toBe("1");
  });
});
