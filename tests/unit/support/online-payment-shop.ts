import { eq } from "drizzle-orm";

import { sellableItems } from "@/content/catalog";
import { catalogueEntries } from "@/lib/db/schema";
import { placeCashOnDeliveryOrder } from "@/lib/orders/place-cash-on-delivery-order";
import { handlePaymentWebhook } from "@/lib/payments/handle-payment-webhook";
import { startOrderPayment } from "@/lib/payments/start-order-payment";
import type { PaymentGateway } from "@/lib/payments/types";
import { cashOnDeliverySchema } from "@/lib/validations/checkout";
import { deliveryDetails } from "@/tests/support/delivery-details";
import { startCheckoutComServer, type CheckoutComServer } from "../../support/payments/checkoutcom-server.mjs";
import { startStripeServer, type StripeServer } from "../../support/payments/stripe-server.mjs";
import { readBody, startTestHttpServer } from "../../support/test-http-server.mjs";
import { openLocalShopForFile } from "./local-shop";
import { testGateways } from "./test-gateways";

export type GatewayName = "checkoutcom" | "stripe";
export const webhookRoutes = { checkoutcom: "/api/webhooks/checkout-com", stripe: "/api/webhooks/stripe" } as const;
export const bundle = sellableItems.find((item) => item.kind === "bundle")!;
export const payNowCustomer = cashOnDeliverySchema.parse({ ...deliveryDetails, payment: "online" });

/**
 * The local shop on the file's own database with both gateways' test servers, whose webhooks reach the shop's real
 * handler, and counted stock so holding and returning units shows on the shelf.
 */
export function openPaymentShopForFile() {
  const { db, shop } = openLocalShopForFile();
  let checkoutCom: CheckoutComServer;
  let stripeServer: StripeServer;
  let receiver: { url: string; close(): Promise<void> };
  const gateways = {} as Record<GatewayName, PaymentGateway>;

  beforeAll(async () => {
    receiver = await startTestHttpServer(async (request, response) => {
      const name = request.url?.includes("stripe") ? "stripe" : "checkoutcom";
      const headers = new Headers(request.headers as Record<string, string>);
      const answer = await handlePaymentWebhook(
        new Request(`http://shop.test${request.url}`, {
          method: "POST",
          headers,
          body: new Uint8Array(await readBody(request)),
        }),
        webhookRoutes[name],
        gateways[name],
        async () => db(),
      );
      response.writeHead(answer.status, { "content-type": "application/json" });
      response.end(await answer.text());
    });
    await db().update(catalogueEntries).set({ stock: 100 }).where(eq(catalogueEntries.kind, "product"));
    checkoutCom = await startCheckoutComServer({ webhookUrl: `${receiver.url}${webhookRoutes.checkoutcom}` });
    stripeServer = await startStripeServer({ webhookUrl: `${receiver.url}${webhookRoutes.stripe}` });
    Object.assign(gateways, testGateways(checkoutCom, stripeServer));
  });
  afterAll(() => Promise.all([checkoutCom.close(), stripeServer.close(), receiver.close()]));

  const servers = () => ({ checkoutcom: checkoutCom, stripe: stripeServer });

  /** Three bundles (AED 717) placed as Pay now, and the gateway's page opened for it. */
  async function orderAtTheGateway(name: GatewayName) {
    const cartId = (await shop().createCart([{ merchandiseId: bundle.merchandiseId, quantity: 3 }])).id;
    const placed = await placeCashOnDeliveryOrder(db(), {
      cartId,
      customer: payNowCustomer,
      locale: "en",
      payOnline: true,
    });
    if (!placed.ok) throw new Error(placed.reason);
    const started = await startOrderPayment(db(), gateways[name], {
      orderId: placed.order.id,
      origin: new URL("http://shop.test"),
      locale: "en",
    });
    if (!started.ok) throw new Error(started.reason);
    return { cartId, order: placed.order, pageUrl: started.redirectUrl };
  }

  /** Presses a button on the fake hosted page; where the gateway sends the shopper back. */
  async function press(pageUrl: string, button: "approve" | "decline" | "cancel") {
    const answer = await fetch(`${pageUrl}/${button}`, { method: "POST", redirect: "manual" });
    return answer.headers.get("location");
  }

  return { db, shop, gateways, servers, checkoutCom: () => checkoutCom, orderAtTheGateway, press };
}
