import type { OnlinePaymentMethod } from "@/content/payment-methods";
import { createCheckoutComGateway } from "@/lib/payments/checkoutcom";
import { createStripeGateway } from "@/lib/payments/stripe";
import type { PaymentGateway } from "@/lib/payments/types";
import type { CheckoutComServer } from "../../support/payments/checkoutcom-server.mjs";
import type { StripeServer } from "../../support/payments/stripe-server.mjs";

/** The shop's two real adapters, pointed at the local servers that speak each gateway's API. */
export function testGateways(
  checkoutCom: CheckoutComServer,
  stripeServer: StripeServer,
  methods: { checkoutcom?: OnlinePaymentMethod[]; stripe?: OnlinePaymentMethod[] } = {},
): Record<"checkoutcom" | "stripe", PaymentGateway> {
  return {
    checkoutcom: createCheckoutComGateway({
      secretKey: checkoutCom.secretKey,
      processingChannelId: "pc_test",
      webhookSecret: checkoutCom.webhookSecret,
      apiBase: checkoutCom.apiBase,
      methods: methods.checkoutcom ?? ["card"],
    }),
    stripe: createStripeGateway({
      secretKey: stripeServer.secretKey,
      webhookSecret: stripeServer.webhookSecret,
      apiBase: stripeServer.apiBase,
      methods: methods.stripe ?? ["card"],
    }),
  };
}
