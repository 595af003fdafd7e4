// One sale-day shopper's visit, as plain HTTP the way a browser without JavaScript (and the cart's own fetch) sends it:
// the home page, a product page, add to cart (the server action), the sale code on /cart, cash on delivery on
// /checkout/delivery, the confirmation and the tracking form. Each visit comes from its own loopback address
// (127.x.y.z), so nginx and the shop's per-client limits see a crowd rather than one client.
import { Agent, request } from "node:http";

import { actionHeaders, hiddenFields, multipartBody } from "../bench/shop-session.mjs";

/** Statuses a shopper meets when an instance dies under them; the shopper presses again, up to TRIES times in all. */
const RETRYABLE_STATUS = new Set([502, 503, 504]);
const TRIES = 3;
/** How long a shopper waits for an answer before pressing again (SALE_TIMEOUT seconds, default 30). */
const TIMEOUT_MS = Number(process.env.SALE_TIMEOUT ?? 30) * 1000;

/** A request over node:http from `localAddress`; resolves with status, headers and body text, or rejects. */
function send(url, { method = "GET", headers = {}, body, agent }) {
  return new Promise((resolve, reject) => {
    const { hostname, port, pathname, search } = new URL(url);
    const outgoing = request(
      { host: hostname, port, path: pathname + search, method, headers, agent, timeout: TIMEOUT_MS },
      (response) => {
        let text = "";
        response.setEncoding("utf8");
        response.on("data", (chunk) => (text += chunk));
        response.on("end", () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: text }));
        response.on("error", reject);
      },
    );
    outgoing.on("timeout", () => outgoing.destroy(new Error("timed out")));
    outgoing.on("error", reject);
    outgoing.end(body);
  });
}

/** The hidden fields of the first form on the page that has a field called `fieldName` (its server action's). */
export function formFields(html, fieldName) {
  const form = [...html.matchAll(/<form\b[\s\S]*?<\/form>/g)].find(([text]) => text.includes(`name="${fieldName}"`));
  return form ? hiddenFields(form[0]) : null;
}

const BOUNDARY = "----saleDayShopper";
const formHeaders = (origin, cookie) => ({
  "content-type": `multipart/form-data; boundary=${BOUNDARY}`,
  origin,
  ...(cookie ? { cookie } : {}),
});

/**
 * Runs one visit. `record(step, ms, outcome, detail)` is told of every request: "ok", "retried" (a later try succeeded), "refused" (a form's answer), "error" (any other unexpected answer) or "failed" (no answer
 * after TRIES tries). Resolves with what the shopper was told about the order: placed (with its
 * confirmation token), refused (the form answered without placing it), or failed (no answer even after a retry).
 */
export async function shopOnce({ origin, shopper, visit, actionIds, products, saleCode, record }) {
  const localAddress = `127.${(shopper % 250) + 1}.${Math.floor(visit / 250) % 250}.${(visit % 250) + 1}`;
  const agent = new Agent({ keepAlive: true, localAddress });
  const email = `sale-${shopper}-${visit}-${Date.now()}@example.com`;
  const product = products[(shopper + visit) % products.length];
  let cookie;

  /**
   * A request the shopper makes; a dropped connection, a wait past TIMEOUT_MS or a gateway error is tried again, as a
   * shopper would (placing an order twice is safe: the checkout's key makes the second submit return the first order).
   * Resolves with the answer that `isOk` accepts, the refusal of a form that answers why (`refusalIsAnswer`), or null.
   */
  const step = async (name, url, options, isOk, { refusalIsAnswer = false } = {}) => {
    const started = performance.now();
    const misses = [];
    for (let attempt = 0; attempt < TRIES; attempt += 1) {
      try {
        const response = await send(url, { ...options, agent });
        if (!RETRYABLE_STATUS.has(response.status) && isOk(response)) {
          record(name, performance.now() - started, attempt === 0 ? "ok" : "retried", misses.join(", then "));
          return response;
        }
        if (!RETRYABLE_STATUS.has(response.status)) {
          // A form that answers with its reason (the order refused) is an answer; any other page is an error.
          record(name, performance.now() - started, refusalIsAnswer ? "refused" : "error", `HTTP ${response.status}`);
          return refusalIsAnswer ? response : null;
        }
        misses.push(`HTTP ${response.status}`);
      } catch (error) {
        misses.push(error instanceof Error ? error.message : String(error));
      }
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    record(name, performance.now() - started, "failed", misses.join(", then "));
    return null;
  };

  try {
    const home = await step("home page", `${origin}/`, {}, (response) => response.status === 200);
    if (!home) return { outcome: "failed", email };
    const page = await step("product page", origin + product.path, {}, (response) => response.status === 200);
    if (!page) return { outcome: "failed", email };

    const added = await step(
      "add to cart (action)",
      origin + product.path,
      {
        method: "POST",
        headers: actionHeaders(origin, actionIds.addToCartAction, cookie),
        body: JSON.stringify([{ merchandiseId: product.merchandiseId, quantity: product.quantity }]),
      },
      (response) => response.status === 200,
    );
    const setCookie = [added?.headers["set-cookie"] ?? []].flat().find((value) => /^(?:__Host-)?cart_id=/.test(value));
    if (!setCookie) return { outcome: "failed", email };
    cookie = setCookie.split(";")[0];

    if (saleCode && visit % 2 === 0) {
      const cart = await step("cart page", `${origin}/cart`, { headers: { cookie } }, (r) => r.status === 200);
      const fields = cart && formFields(cart.body, "code");
      if (!fields) return { outcome: "failed", email };
      const applied = await step(
        "apply the sale code",
        `${origin}/cart`,
        {
          method: "POST",
          headers: formHeaders(origin, cookie),
          body: multipartBody([...fields, ["code", saleCode], ["intent", "apply"]], BOUNDARY),
        },
        (response) => response.status === 200 && response.body.includes(saleCode),
      );
      if (!applied) return { outcome: "failed", email };
    }

    const delivery = await step(
      "checkout page",
      `${origin}/checkout/delivery`,
      { headers: { cookie } },
      (response) => response.status === 200,
    );
    const deliveryFields = delivery && formFields(delivery.body, "fullName");
    if (!deliveryFields) return { outcome: "failed", email };
    const placed = await step(
      "place the order (cash on delivery)",
      `${origin}/checkout/delivery`,
      {
        method: "POST",
        headers: formHeaders(origin, cookie),
        body: multipartBody(
          [
            ...deliveryFields,
            ["fullName", `Sale Shopper ${shopper}`],
            ["email", email],
            ["phone", "+971 50 123 4567"],
            ["emirate", "Dubai"],
            ["addressLine", `Villa ${visit}, Al Wasl Road`],
            ["city", "Jumeirah"],
            ["payment", "cod"],
          ],
          BOUNDARY,
        ),
      },
      (response) => response.status === 303 && /order=/.test(String(response.headers.location)),
      { refusalIsAnswer: true },
    );
    if (!placed) return { outcome: "failed", email };
    const location = String(placed.headers.location ?? "");
    const token = new URL(location, origin).searchParams.get("order");
    if (placed.status !== 303 || !token) return { outcome: "refused", email };

    const confirmation = await step(
      "confirmation page",
      new URL(location, origin).href,
      { headers: { cookie } },
      (response) => response.status === 200 && /#\d{4,}/.test(response.body),
    );
    const orderNumber = confirmation && /#(\d{4,})/.exec(confirmation.body)?.[0];
    if (orderNumber) {
      const trackPage = await step("track page", `${origin}/track-order`, {}, (response) => response.status === 200);
      const trackFields = trackPage && formFields(trackPage.body, "orderNumber");
      if (trackFields)
        await step(
          "track the order",
          `${origin}/track-order`,
          {
            method: "POST",
            headers: formHeaders(origin),
            body: multipartBody([...trackFields, ["email", email], ["orderNumber", orderNumber]], BOUNDARY),
          },
          (response) => response.status === 200 && response.body.includes(orderNumber),
        );
    }
    return { outcome: "placed", email, token, units: product.quantity, withCode: Boolean(saleCode && visit % 2 === 0) };
  } finally {
    agent.destroy();
  }
}
