/**
 * A local server that speaks Checkout.com's API as the shop uses it: POST /hosted-payments (a Hosted Payments Page
 * session), GET /payments/{id}, POST /payments/{id}/refunds, with webhooks signed as Checkout.com signs them
 * (Cko-Signature: HMAC-SHA256 of the raw body, hex). Its fake hosted page approves, declines or cancels and sends
 * the shopper back with cko-payment-id, as the real page does. Every path may be prefixed with /sandbox: the SDK
 * reads "sandbox" in a custom host as test mode. Imported by jest; also runs on its own for Playwright:
 *   node tests/support/payments/checkoutcom-server.mjs --port 4590 --secret-key sk_sbox_test --webhook-secret s \
 *     --webhook-url http://127.0.0.1:4520/api/webhooks/checkout-com
 */
import { createHmac, randomBytes } from "node:crypto";

import {
  cliOption,
  parseJson,
  readBody,
  runWhenStartedDirectly,
  sendJson,
  startTestHttpServer,
} from "../test-http-server.mjs";
import { deliverWebhook, hostedPageHtml, redirectTo, sendHtml } from "./hosted-page.mjs";

/** Some of the Hosted Payments Page's method names (allow_payment_methods); any other name is refused, as there. */
const hostedPageMethods = new Set([
  "card",
  "applepay",
  "googlepay",
  "tabby",
  "tamara",
  "knet",
  "benefit",
  "qpay",
  "stcpay",
]);

const newId = (prefix) => `${prefix}_${randomBytes(13).toString("hex")}`;
const withQuery = (url, name, value) => `${url}${url.includes("?") ? "&" : "?"}${name}=${encodeURIComponent(value)}`;

export function signCheckoutComBody(body, secret) {
  return createHmac("sha256", secret).update(body).digest("hex");
}

export async function startCheckoutComServer(options = {}) {
  const secretKey = options.secretKey ?? "sk_sbox_test";
  const webhookSecret = options.webhookSecret ?? "cko-test-webhook-secret";
  const state = {
    webhookUrl: options.webhookUrl ?? null,
    /** "after": the shopper is redirected first; "before": the webhook is delivered first; "none": never sent. */
    webhookTiming: "after",
    /** What the acquirer says of each refund: "refunded", "declined", or "held" until the test settles it. */
    refundOutcome: "refunded",
    /** "after": the 202 answer first, the refund's webhook 100 ms later; "before": the webhook first. */
    refundWebhookTiming: "after",
    echoRefundReference: true,
    sessions: new Map(),
    payments: new Map(),
    webhooks: [],
    lastEvents: new Map(),
  };
  let origin = "";

  const authorised = (request) => [secretKey, `Bearer ${secretKey}`].includes(request.headers.authorization ?? "");

  async function sendEvent(type, payment, extra = {}, key = payment.id) {
    const event = {
      id: newId("evt"),
      type,
      created_on: new Date().toISOString(),
      data: {
        id: payment.id,
        amount: extra.amount ?? payment.amount,
        currency: payment.currency,
        reference: payment.reference,
        metadata: payment.metadata,
        source: payment.source,
        ...extra,
      },
    };
    const body = JSON.stringify(event);
    state.lastEvents.set(key, body);
    await deliverWebhook(
      state.webhookUrl,
      body,
      { "cko-signature": signCheckoutComBody(body, webhookSecret) },
      state.webhooks,
    );
  }

  /** The acquirer's word on a refund, as Checkout.com reports it: payment_refunded or payment_refund_declined. */
  async function settleRefund(payment, refund, outcome) {
    refund.outcome = outcome;
    const refunded = payment.refunds.filter((r) => r.outcome === "refunded").reduce((sum, r) => sum + r.amount, 0);
    if (refunded > 0) payment.status = refunded === payment.amount ? "Refunded" : "Partially Refunded";
    const declined = outcome === "declined";
    await sendEvent(
      declined ? "payment_refund_declined" : "payment_refunded",
      payment,
      {
        amount: refund.amount,
        action_id: refund.action_id,
        // Off: the event carries the payment's own reference only (a test of a webhook the shop cannot match).
        reference: state.echoRefundReference ? refund.reference : payment.reference,
        response_code: declined ? "20006" : "10000",
        response_summary: declined ? "Error / Invalid Request Parameters" : "Approved",
        processed_on: new Date().toISOString(),
      },
      refund.action_id,
    );
  }

  async function finishPage(response, session, outcome) {
    if (outcome === "cancel") return redirectTo(response, session.cancel_url);
    const payment = {
      id: newId("pay"),
      status: outcome === "approve" ? "Captured" : "Declined",
      approved: outcome === "approve",
      amount: session.amount,
      currency: session.currency,
      reference: session.reference,
      metadata: { ...session.metadata, hpp_id: session.id },
      source: { type: "card" },
      refunds: [],
    };
    state.payments.set(payment.id, payment);
    const type = outcome === "approve" ? "payment_captured" : "payment_declined";
    const target = withQuery(
      outcome === "approve" ? session.success_url : session.failure_url,
      "cko-payment-id",
      payment.id,
    );
    if (state.webhookTiming === "before") await sendEvent(type, payment);
    redirectTo(response, target);
    if (state.webhookTiming === "after") setTimeout(() => void sendEvent(type, payment), 300);
  }

  async function handle(request, response) {
    const url = new URL(request.url, origin);
    const path = url.pathname.replace(/^\/sandbox(?=\/)/, "");
    const raw = await readBody(request);
    if (path === "/__test/status") return sendJson(response, 200, { ok: true });
    if (path === "/__test/state") {
      return sendJson(response, 200, {
        sessions: [...state.sessions.values()],
        payments: [...state.payments.values()],
        webhooks: state.webhooks,
      });
    }
    if (path === "/__test/config" && request.method === "POST") {
      Object.assign(state, parseJson(raw) ?? {});
      return sendJson(response, 200, { ok: true });
    }
    const settle = path.match(/^\/__test\/refunds\/(act_\w+)\/(refunded|declined)$/);
    if (settle && request.method === "POST") {
      const owner = [...state.payments.values()].find((p) => p.refunds.some((r) => r.action_id === settle[1]));
      const refund = owner?.refunds.find((r) => r.action_id === settle[1]);
      if (!refund || refund.outcome !== "held") return sendJson(response, 404, {});
      await settleRefund(owner, refund, settle[2]);
      return sendJson(response, 200, { ok: true });
    }
    // A refund made in Checkout.com's own dashboard: no reference of the shop's, reported by webhook only.
    const dashboard = path.match(/^\/__test\/dashboard-refund\/(pay_\w+)$/);
    if (dashboard && request.method === "POST") {
      const found = state.payments.get(dashboard[1]);
      if (!found) return sendJson(response, 404, {});
      const refund = { action_id: newId("act"), amount: Number(parseJson(raw)?.amount), reference: null, key: null };
      found.refunds.push(refund);
      await settleRefund(found, refund, "refunded");
      return sendJson(response, 200, { action_id: refund.action_id });
    }
    const replay = path.match(/^\/__test\/replay\/((?:pay|act)_\w+)$/);
    if (replay && request.method === "POST") {
      const body = state.lastEvents.get(replay[1]);
      if (!body) return sendJson(response, 404, {});
      await deliverWebhook(
        state.webhookUrl,
        body,
        { "cko-signature": signCheckoutComBody(body, webhookSecret) },
        state.webhooks,
      );
      return sendJson(response, 200, { ok: true });
    }

    const page = path.match(/^\/pay\/(hpp_\w+)(?:\/(approve|decline|cancel))?$/);
    if (page) {
      const session = state.sessions.get(page[1]);
      if (!session) return sendHtml(response, 404, "<p>Unknown payment page</p>");
      if (!page[2]) {
        return sendHtml(
          response,
          200,
          hostedPageHtml({
            gateway: "Checkout.com",
            id: session.id,
            amountMinor: session.amount,
            currency: session.currency,
            reference: session.reference,
            lang: session.locale,
          }),
        );
      }
      return finishPage(response, session, page[2]);
    }

    const requestId = randomBytes(8).toString("hex");
    if (!authorised(request)) return sendJson(response, 401, { request_id: requestId, error_type: "unauthorized" });
    const body = parseJson(raw);
    if (path === "/hosted-payments" && request.method === "POST") {
      const missing = [
        "amount",
        "currency",
        "success_url",
        "cancel_url",
        "failure_url",
        "processing_channel_id",
      ].filter((field) => body?.[field] === undefined);
      if (missing.length > 0 || !Number.isInteger(body.amount) || body.amount <= 0)
        return sendJson(response, 422, {
          request_id: requestId,
          error_type: "request_invalid",
          error_codes: missing.map((f) => `${f}_required`),
        });
      const allowed = body.allow_payment_methods;
      if (
        allowed !== undefined &&
        (!Array.isArray(allowed) || allowed.length === 0 || allowed.some((name) => !hostedPageMethods.has(name)))
      )
        return sendJson(response, 422, {
          request_id: requestId,
          error_type: "request_invalid",
          error_codes: ["allow_payment_methods_invalid"],
        });
      const session = { ...body, id: newId("hpp") };
      state.sessions.set(session.id, session);
      return sendJson(response, 201, {
        id: session.id,
        reference: session.reference,
        _links: {
          self: { href: `${origin}/hosted-payments/${session.id}` },
          redirect: { href: `${origin}/pay/${session.id}` },
        },
      });
    }
    const payment = path.match(/^\/payments\/(pay_\w+)(\/refunds)?$/);
    const found = payment ? state.payments.get(payment[1]) : undefined;
    if (payment && !found) return sendJson(response, 404, { request_id: requestId });
    if (payment && !payment[2] && request.method === "GET") return sendJson(response, 200, found);
    if (payment && payment[2] && request.method === "POST") {
      const refunded = found.refunds
        .filter((refund) => refund.outcome !== "declined")
        .reduce((sum, refund) => sum + refund.amount, 0);
      const key = request.headers["cko-idempotency-key"];
      const repeat = key && found.refunds.find((refund) => refund.key === key);
      if (repeat) return sendJson(response, 202, { action_id: repeat.action_id, reference: repeat.reference });
      const amount = body?.amount ?? found.amount - refunded;
      if (found.status === "Declined" || amount <= 0 || refunded + amount > found.amount)
        return sendJson(response, 422, {
          request_id: requestId,
          error_type: "request_invalid",
          error_codes: ["refund_amount_exceeds_balance"],
        });
      const refund = { action_id: newId("act"), amount, reference: body?.reference ?? null, key, outcome: "held" };
      found.refunds.push(refund);
      // 202 is an acceptance only; payment_refunded or payment_refund_declined follows (refundOutcome "held":
      // only when the test settles it through /__test/refunds/<action id>/<refunded|declined>).
      const outcome = state.refundOutcome;
      if (outcome !== "held" && state.refundWebhookTiming === "before") await settleRefund(found, refund, outcome);
      sendJson(response, 202, { action_id: refund.action_id, reference: refund.reference });
      if (outcome !== "held" && state.refundWebhookTiming !== "before")
        setTimeout(() => void settleRefund(found, refund, outcome), 100);
      return;
    }
    return sendJson(response, 404, { request_id: requestId });
  }

  const server = await startTestHttpServer(handle, { port: options.port ?? 0, host: options.host });
  origin = server.url;
  return { ...server, secretKey, webhookSecret, apiBase: `${server.url}/sandbox`, state };
}

runWhenStartedDirectly(
  import.meta.url,
  () =>
    startCheckoutComServer({
      port: Number(cliOption("port", "0")),
      secretKey: cliOption("secret-key", undefined),
      webhookSecret: cliOption("webhook-secret", undefined),
      webhookUrl: cliOption("webhook-url", undefined),
    }),
  (server) => `Checkout.com test server on ${server.url}`,
);
