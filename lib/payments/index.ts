import "server-only";

import { env } from "@/lib/env";
import { configuredGatewayName } from "./checkout-offer";
import { createCheckoutComGateway } from "./checkoutcom";
import { createStripeGateway } from "./stripe";
import type { PaymentGateway, PaymentGatewayName } from "./types";

export { configuredGatewayName };

const globalForPayments = globalThis as typeof globalThis & { matchaGlowPayments?: PaymentGateway };

/** Pay now is the shop's own checkout's; a Shopify shop is paid at Shopify's checkout. */
export const offersOnlinePayment = (): boolean => configuredGatewayName() !== null;

function createGateway(name: PaymentGatewayName): PaymentGateway {
  // lib/env.ts refuses to start with PAYMENT_PROVIDER set and a setting of its gateway missing.
  const required = (value: string | undefined) => value ?? "";
  if (name === "stripe")
    return createStripeGateway({
      secretKey: required(env.STRIPE_SECRET_KEY),
      webhookSecret: required(env.STRIPE_WEBHOOK_SECRET),
      apiBase: env.STRIPE_API_BASE,
      methods: env.PAYMENT_METHODS,
    });
  return createCheckoutComGateway({
    secretKey: required(env.CHECKOUT_COM_SECRET_KEY),
    processingChannelId: required(env.CHECKOUT_COM_PROCESSING_CHANNEL_ID),
    webhookSecret: required(env.CHECKOUT_COM_WEBHOOK_SECRET),
    apiBase: required(env.CHECKOUT_COM_API_BASE),
    methods: env.PAYMENT_METHODS,
  });
}

/** The configured gateway, one per process, or null when none is. */
export function getPaymentGateway(): PaymentGateway | null {
  const name = configuredGatewayName();
  if (!name) return null;
  if (globalForPayments.matchaGlowPayments?.name !== name) globalForPayments.matchaGlowPayments = createGateway(name);
  return globalForPayments.matchaGlowPayments;
}
