/**
 * A local server that speaks Stripe's API as the shop uses it (form-encoded requests, bearer secret key,
 * Idempotency-Key): POST/GET /v1/checkout/sessions, POST /v1/refunds, with webhooks signed as Stripe signs them
 * (Stripe-Signature: t=<unix>,v1=HMAC-SHA256 of "<t>.<body>", hex). Its fake Checkout page approves (back to the
 * success URL with the session id), declines (stays on the page, as Stripe's does) or cancels (back to the cancel
 * URL). Imported by jest; also runs on its own for Playwright:
 *   node tests/support/payments/stripe-server.mjs --port 4591 --secret-key sk_test_x --webhook-secret whsec_x \
 *     --webhook-url http://127.0.0.1:4530/api/webhooks/stripe
 */
import { createHmac, randomBytes } from "node:crypto";

import { cliOption, readBody, runWhenStartedDirectly, sendJson, startTestHttpServer } from "../test-http-server.mjs";
import { deliverWebhook, hostedPageHtml, redirectTo, sendHtml } from "./hosted-page.mjs";

/** Some of Stripe's payment method types; Apple Pay and Google Pay are wallets of `card`, not types of their own. */
const stripeMethodTypes = new Set(["card", "link", "klarna", "affirm", "afterpay_clearpay", "paypal", "samsung_pay"]);

const newId = (prefix) => `${prefix}_test_${randomBytes(12).toString("hex")}`;

/** Stripe's bracket encoding (line_items[0][price_data][unit_amount]=71700) back into objects and arrays. */
export function parseStripeForm(text) {
  const root = {};
  for (const [key, value] of new URLSearchParams(text)) {
    const parts = key.replace(/\]/g, "").split("[");
    let node = root;
    parts.forEach((part, index) => {
      const name = part === "" ? String(Object.keys(node).length) : part;
      if (index === parts.length - 1) node[name] = value;
      else node = node[name] ??= {};
    });
  }
  const arrays = (value) => {
    if (typeof value !== "object" || value === null) return value;
    const keys = Object.keys(value);
    const mapped = Object.fromEntries(keys.map((k) => [k, arrays(value[k])]));
    return keys.length > 0 && keys.every((k, i) => k === String(i)) ? keys.map((k) => mapped[k]) : mapped;
  };
  return arrays(root);
}

export function stripeSignatureHeader(body, secret, timestamp = Math.floor(Date.now() / 1000)) {
  const signature = createHmac("sha256", secret).update(`${timestamp}.${body}`).digest("hex");
  return `t=${timestamp},v1=${signature}`;
}

const stripeError = (message, type = "invalid_request_error") => ({ error: { message, type } });

export async function startStripeServer(options = {}) {
  const secretKey = options.secretKey ?? "sk_test_local";
  const webhookSecret = options.webhookSecret ?? "whsec_local_test";
  const state = {
    webhookUrl: options.webhookUrl ?? null,
    webhookTiming: "after",
    /** The status a new refund answers with: "succeeded" (cards, usually) or "pending" until the test settles it. */
    refundStatus: "succeeded",
    /** "after": the refund's answer first, its webhooks 100 ms later; "before": the webhooks first. */
    refundWebhookTiming: "after",
    sessions: new Map(),
    intents: new Map(),
    refunds: [],
    webhooks: [],
    idempotent: new Map(),
    lastEvents: new Map(),
  };
  let origin = "";

  async function sendEvent(type, object, key) {
    const body = JSON.stringify({
      id: newId("evt"),
      object: "event",
      api_version: "2026-04-22",
      created: Math.floor(Date.now() / 1000),
      livemode: false,
      type,
      data: { object },
    });
    if (key) state.lastEvents.set(key, body);
    await deliverWebhook(
      state.webhookUrl,
      body,
      { "stripe-signature": stripeSignatureHeader(body, webhookSecret) },
      state.webhooks,
    );
  }

  const refundedOf = (intentId) =>
    state.refunds
      .filter((r) => r.payment_intent === intentId && !["failed", "canceled"].includes(r.status))
      .reduce((sum, r) => sum + r.amount, 0);

  function newRefund(intent, amount, metadata, status) {
    const refund = {
      id: newId("re"),
      object: "refund",
      amount,
      currency: intent.currency,
      payment_intent: intent.id,
      charge: `ch_${intent.id.slice(3)}`,
      status,
      failure_reason: null,
      metadata,
      created: Math.floor(Date.now() / 1000),
    };
    state.refunds.push(refund);
    return refund;
  }

  /** What Stripe sends for a new refund: refund.created, then charge.refunded (no refunds list on new API versions). */
  async function announceRefund(refund) {
    await sendEvent("refund.created", { ...refund }, refund.id);
    if (refund.status !== "succeeded") return;
    await sendEvent("charge.refunded", chargeOf(refund));
  }

  const chargeOf = (refund) => {
    const intent = state.intents.get(refund.payment_intent);
    return {
      id: refund.charge,
      object: "charge",
      payment_intent: intent.id,
      amount: intent.amount,
      amount_refunded: state.refunds
        .filter((r) => r.payment_intent === intent.id && r.status === "succeeded")
        .reduce((sum, r) => sum + r.amount, 0),
      refunded: false,
    };
  };

  async function settleRefund(refund, status) {
    Object.assign(refund, { status, failure_reason: status === "failed" ? "expired_or_canceled_card" : null });
    if (status === "failed") return sendEvent("refund.failed", { ...refund }, refund.id);
    await sendEvent("refund.updated", { ...refund }, refund.id);
    await sendEvent("charge.refunded", chargeOf(refund));
  }

  function sessionView(session, expand) {
    if (!expand.includes("payment_intent") || !session.payment_intent) return session;
    return { ...session, payment_intent: state.intents.get(session.payment_intent) };
  }

  async function finishPage(response, session, outcome) {
    if (outcome === "cancel") return redirectTo(response, session.cancel_url);
    if (outcome === "decline")
      return sendHtml(response, 402, pageOf(session, "Your card was declined. Try another payment method."));
    const intent = {
      id: newId("pi"),
      object: "payment_intent",
      amount: session.amount_total,
      currency: session.currency,
      status: "succeeded",
      metadata: session.payment_intent_data?.metadata ?? {},
      payment_method_types: ["card"],
    };
    state.intents.set(intent.id, intent);
    Object.assign(session, { status: "complete", payment_status: "paid", payment_intent: intent.id });
    const target = session.success_url.replace("{CHECKOUT_SESSION_ID}", session.id);
    if (state.webhookTiming === "before") await sendEvent("checkout.session.completed", { ...session }, session.id);
    redirectTo(response, target);
    if (state.webhookTiming === "after")
      setTimeout(() => void sendEvent("checkout.session.completed", { ...session }, session.id), 300);
  }

  const pageOf = (session, notice) =>
    hostedPageHtml({
      gateway: "Stripe",
      id: session.id,
      amountMinor: session.amount_total,
      currency: session.currency,
      reference: session.client_reference_id,
      lang: session.locale === "auto" ? "en" : session.locale,
      notice,
    });

  function createSession(body) {
    const lines = Array.isArray(body.line_items) ? body.line_items : [];
    const amount = lines.reduce(
      (sum, line) => sum + Number(line.price_data?.unit_amount) * Number(line.quantity ?? 1),
      0,
    );
    const { payment_intent_data, ...fields } = body;
    return {
      ...fields,
      payment_intent_data,
      id: newId("cs"),
      object: "checkout.session",
      url: "",
      status: "open",
      payment_status: "unpaid",
      amount_total: amount,
      currency: lines[0]?.price_data?.currency ?? "aed",
      payment_intent: null,
      // Stripe lists the session's method types; Apple Pay and Google Pay ride on card.
      payment_method_types: body.allowed_payment_method_types ?? ["card"],
      metadata: body.metadata ?? {},
      expires_at: Number(body.expires_at ?? 0),
    };
  }

  async function handle(request, response) {
    const url = new URL(request.url, origin);
    const path = url.pathname;
    const raw = (await readBody(request)).toString("utf8");
    if (path === "/__test/status") return sendJson(response, 200, { ok: true });
    if (path === "/__test/state")
      return sendJson(response, 200, {
        sessions: [...state.sessions.values()],
        refunds: state.refunds,
        webhooks: state.webhooks,
      });
    if (path === "/__test/config" && request.method === "POST") {
      Object.assign(state, JSON.parse(raw || "{}"));
      return sendJson(response, 200, { ok: true });
    }
    // A pending refund's outcome: refund.updated (succeeded) or refund.failed, as Stripe sends them.
    const settle = path.match(/^\/__test\/refunds\/(re_\w+)\/(succeeded|failed)$/);
    if (settle && request.method === "POST") {
      const refund = state.refunds.find((r) => r.id === settle[1]);
      if (!refund || refund.status !== "pending") return sendJson(response, 404, {});
      await settleRefund(refund, settle[2]);
      return sendJson(response, 200, { ok: true });
    }
    // A refund made in Stripe's dashboard: no metadata of the shop's, reported by webhooks only.
    const dashboard = path.match(/^\/__test\/dashboard-refund\/(pi_\w+)$/);
    if (dashboard && request.method === "POST") {
      const intent = state.intents.get(dashboard[1]);
      if (!intent) return sendJson(response, 404, {});
      const refund = newRefund(intent, Number(JSON.parse(raw || "{}").amount), {}, "succeeded");
      await announceRefund(refund);
      return sendJson(response, 200, refund);
    }
    const replay = path.match(/^\/__test\/replay\/((?:cs|re)_\w+)$/);
    if (replay && request.method === "POST") {
      const body = state.lastEvents.get(replay[1]);
      if (!body) return sendJson(response, 404, {});
      await deliverWebhook(
        state.webhookUrl,
        body,
        { "stripe-signature": stripeSignatureHeader(body, webhookSecret) },
        state.webhooks,
      );
      return sendJson(response, 200, { ok: true });
    }
    const page = path.match(/^\/pay\/(cs_\w+)(?:\/(approve|decline|cancel))?$/);
    if (page) {
      const session = state.sessions.get(page[1]);
      if (!session || session.status !== "open")
        return sendHtml(response, 404, "<p>This Checkout page has expired.</p>");
      return page[2] ? finishPage(response, session, page[2]) : sendHtml(response, 200, pageOf(session));
    }

    if (request.headers.authorization !== `Bearer ${secretKey}`)
      return sendJson(response, 401, stripeError("Invalid API Key provided", "invalid_request_error"));
    const key = request.headers["idempotency-key"];
    if (key && state.idempotent.has(key)) return sendJson(response, 200, state.idempotent.get(key));
    const body = parseStripeForm(request.method === "GET" ? url.searchParams.toString() : raw);
    const expand = Array.isArray(body.expand) ? body.expand : [];

    if (path === "/v1/checkout/sessions" && request.method === "POST") {
      if (body.mode !== "payment" || !body.success_url || !body.cancel_url)
        return sendJson(response, 400, stripeError("Missing required param: mode, success_url or cancel_url."));
      // The SDK's create parameters take allowed_payment_method_types (a filter); the old static list is refused.
      if (body.payment_method_types !== undefined)
        return sendJson(response, 400, stripeError("Received unknown parameter: payment_method_types"));
      const allowed = body.allowed_payment_method_types;
      if (allowed !== undefined && (!Array.isArray(allowed) || allowed.some((type) => !stripeMethodTypes.has(type))))
        return sendJson(response, 400, stripeError("Invalid allowed_payment_method_types"));
      const session = createSession(body);
      session.url = `${origin}/pay/${session.id}`;
      state.sessions.set(session.id, session);
      if (key) state.idempotent.set(key, session);
      return sendJson(response, 200, session);
    }
    const retrieve = path.match(/^\/v1\/checkout\/sessions\/(cs_\w+)$/);
    if (retrieve && request.method === "GET") {
      const session = state.sessions.get(retrieve[1]);
      if (!session) return sendJson(response, 404, stripeError(`No such checkout.session: '${retrieve[1]}'`));
      return sendJson(response, 200, sessionView(session, expand));
    }
    if (path === "/v1/refunds" && request.method === "POST") {
      const intent = state.intents.get(body.payment_intent);
      if (!intent) return sendJson(response, 404, stripeError(`No such payment_intent: '${body.payment_intent}'`));
      const refunded = refundedOf(intent.id);
      const amount = body.amount === undefined ? intent.amount - refunded : Number(body.amount);
      if (amount <= 0 || refunded + amount > intent.amount)
        return sendJson(response, 400, stripeError("Refund amount is greater than unrefunded amount on charge."));
      const refund = newRefund(intent, amount, body.metadata ?? {}, state.refundStatus);
      if (key) state.idempotent.set(key, refund);
      const answer = { ...refund };
      if (state.refundWebhookTiming === "before") await announceRefund(refund);
      else setTimeout(() => void announceRefund(refund), 100);
      return sendJson(response, 200, answer);
    }
    return sendJson(response, 404, stripeError(`Unrecognized request URL (${request.method}: ${path}).`));
  }

  const server = await startTestHttpServer(handle, { port: options.port ?? 0, host: options.host });
  origin = server.url;
  return { ...server, secretKey, webhookSecret, apiBase: server.url, state };
}

runWhenStartedDirectly(
  import.meta.url,
  () =>
    startStripeServer({
      port: Number(cliOption("port", "0")),
      secretKey: cliOption("secret-key", undefined),
      webhookSecret: cliOption("webhook-secret", undefined),
      webhookUrl: cliOption("webhook-url", undefined),
    }),
  (server) => `Stripe test server on ${server.url}`,
);
