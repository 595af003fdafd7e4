// The "start a payment" scenario's setting, shared by the bench (run.mjs) and the profiler (profile-route.mjs): Pay now
// goes to the local Stripe server (the protocol the shop's Stripe SDK speaks), never to Stripe, and each measured
// request needs a filled cart of its own.
import { startStripeServer } from "../../tests/support/payments/stripe-server.mjs";
import { startPaymentName, startPaymentWarmup } from "./scenarios.mjs";
import { prepareCartPool, readDeliveryForm } from "./shop-session.mjs";

const paymentCarts = Number(process.env.BENCH_PAYMENT_CARTS ?? 1200);

/** Starts the local Stripe server on `port` and returns it with the shop's environment for it. */
export async function startBenchGateway(port) {
  const gateway = await startStripeServer({ port });
  const env = {
    PAYMENT_PROVIDER: "stripe",
    STRIPE_SECRET_KEY: gateway.secretKey,
    STRIPE_WEBHOOK_SECRET: gateway.webhookSecret,
    STRIPE_API_BASE: gateway.apiBase,
  };
  return { gateway, env };
}

/** Fills BENCH_PAYMENT_CARTS carts through the real action and adds what the scenario posts to the session. */
export async function preparePaymentSession(origin, session) {
  process.stdout.write(`filling ${paymentCarts} carts for "${startPaymentName}" ...\n`);
  const cartCookies = await prepareCartPool(origin, session.actionIds, session.merchandiseId, paymentCarts);
  if (cartCookies.length <= startPaymentWarmup) throw new Error("BENCH_PAYMENT_CARTS must exceed the warm-up");
  session.payment = { cartCookies, deliveryFields: await readDeliveryForm(origin, cartCookies.at(-1)) };
}
