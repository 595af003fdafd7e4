/**
 * A local server that speaks the WhatsApp Cloud API as the shop uses it: POST /{phone-number-id}/messages with a
 * Bearer access token and an authentication template message. It records each code it "sent" (the body parameter,
 * which must equal the copy-code button's) so a test can read what the shopper would see, and it can sign webhook
 * bodies as Meta does (X-Hub-Signature-256). Imported by jest; also runs on its own for Playwright:
 *   node tests/support/whatsapp-cloud-server.mjs --port 4593 --phone-number-id 1234 --access-token token
 */
import { createHmac, randomBytes } from "node:crypto";

import {
  cliOption,
  parseJson,
  readBody,
  runWhenStartedDirectly,
  sendJson,
  startTestHttpServer,
} from "./test-http-server.mjs";

const graphError = (message, code, type = "OAuthException") => ({
  error: { message, type, code, fbtrace_id: randomBytes(8).toString("hex") },
});

/** The header Meta puts on a webhook delivery: "sha256=" + HMAC-SHA256(app secret, raw body), hex. */
export function whatsAppSignature(body, appSecret) {
  return "sha256=" + createHmac("sha256", appSecret).update(body).digest("hex");
}

export async function startWhatsAppCloudServer(options = {}) {
  const phoneNumberId = options.phoneNumberId ?? "100000000000001";
  const accessToken = options.accessToken ?? "whatsapp-test-token";
  /** Every template message accepted: { to, template, language, code, messageId }. */
  const sent = [];

  const server = await startTestHttpServer(async (request, response) => {
    const payload = parseJson(await readBody(request));
    if (request.headers.authorization !== `Bearer ${accessToken}`)
      return sendJson(response, 401, graphError("Invalid OAuth access token.", 190));
    if (request.method !== "POST" || request.url !== `/${phoneNumberId}/messages`)
      return sendJson(response, 400, graphError("Unsupported post request.", 100, "GraphMethodException"));
    const template = payload?.template;
    const body = template?.components?.find((component) => component.type === "body");
    const button = template?.components?.find((component) => component.type === "button");
    const code = body?.parameters?.[0]?.text;
    if (
      payload?.messaging_product !== "whatsapp" ||
      payload.type !== "template" ||
      !/^\d{8,15}$/.test(payload.to ?? "") ||
      !template?.name ||
      !["en", "ar"].includes(template.language?.code) ||
      !code ||
      button?.sub_type !== "url" ||
      button.parameters?.[0]?.text !== code
    )
      return sendJson(response, 400, graphError("(#132000) Number of parameters does not match", 132000));
    const messageId = `wamid.${randomBytes(12).toString("hex")}`;
    sent.push({ to: `+${payload.to}`, template: template.name, language: template.language.code, code, messageId });
    return sendJson(response, 200, {
      messaging_product: "whatsapp",
      contacts: [{ input: payload.to, wa_id: payload.to }],
      messages: [{ id: messageId }],
    });
  });

  return {
    ...server,
    phoneNumberId,
    accessToken,
    sent,
    /** The last code sent to a phone (E.164), as the shopper's WhatsApp would show it. */
    lastCodeFor: (to) => sent.findLast((message) => message.to === to)?.code ?? null,
  };
}

runWhenStartedDirectly(
  import.meta.url,
  () =>
    startWhatsAppCloudServer({
      port: Number(cliOption("port", "0")),
      phoneNumberId: cliOption("phone-number-id", undefined),
      accessToken: cliOption("access-token", undefined),
    }),
  (server) => `WhatsApp Cloud API test server on ${server.url}`,
);
