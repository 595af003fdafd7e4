import "server-only";

import { redirect } from "next/navigation";

import { paymentMessages } from "@/content/messages/payment";
import { getRequestOrigin } from "@/lib/cart/request-origin";
import type { Db } from "@/lib/db";
import type { Locale } from "@/lib/i18n/locales";
import { getPaymentGateway } from "./index";
import { confirmationPath, startOrderPayment, type OrderToPay } from "./start-order-payment";

/**
 * Sends the shopper of an order awaiting payment to the gateway's hosted page (a full redirect: the card never
 * touches the shop), or to the confirmation when the order is paid already. Returns the message to show when the
 * page cannot be opened; the order then waits, and submitting again tries again. `placed`: the order was placed by
 * this request (startOrderPayment then need not read it back).
 */
export async function sendToGateway(db: Db, orderId: string, locale: Locale, placed?: OrderToPay): Promise<string> {
  const gateway = getPaymentGateway();
  const origin = await getRequestOrigin();
  const unavailable = paymentMessages[locale].errors.gatewayUnavailable;
  if (!gateway || !origin) return unavailable;
  const started = await startOrderPayment(db, gateway, { orderId, origin, locale, placed });
  if (started.ok) redirect(started.redirectUrl);
  if (started.reason === "not_awaiting") redirect(confirmationPath(locale, started.publicToken));
  return unavailable;
}
