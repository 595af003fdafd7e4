"use server";

import { revalidatePath } from "next/cache";
import { redirect } from "next/navigation";
import { after } from "next/server";

import { cartMessages } from "@/content/messages/cart";
import { checkoutMessages } from "@/content/messages/checkout";
import { formInput } from "@/lib/actions/action-input";
import { defineAction } from "@/lib/actions/define-action";
import { forgetCartId, readCartId } from "@/lib/cart/cart-cookie";
import { offersCashOnDelivery } from "@/lib/commerce";
import { getDb } from "@/lib/db";
import { localizedPath } from "@/lib/i18n/locales";
import { revalidateCatalogue } from "@/lib/commerce/catalogue-cache";
import { flushOutbox } from "@/lib/mail";
import { placeCashOnDeliveryOrder } from "@/lib/orders/place-cash-on-delivery-order";
import { placeOrderRefusalText } from "@/lib/orders/place-order-refusal-text";
import { cashOnDeliveryFields, type PlaceOrderState } from "@/lib/orders/place-order-state";
import { rateLimits } from "@/lib/rate-limit/limits";
import { offersOnlinePayment } from "@/lib/payments";
import { sendToGateway } from "@/lib/payments/send-to-gateway";
import { cashOnDeliverySchemaFor } from "@/lib/validations/checkout";

/**
 * Places the order for the cart in the cookie: cash on delivery goes to the confirmation; Pay now (a shop with a
 * payment gateway, lib/payments) places it awaiting payment and sends the shopper to the gateway's page.
 */
export const placeOrderAction = defineAction({
  name: "place-order",
  who: "anyone",
  read: formInput(cashOnDeliveryFields, 500),
  schema: cashOnDeliverySchemaFor,
  answers: (refusal, { locale, values }): PlaceOrderState => {
    const { delivery, errors } = checkoutMessages[locale];
    // A shop without cash on delivery says so whatever was typed.
    if (refusal.code === "invalid" && !offersCashOnDelivery())
      return { ok: false, message: errors.notOffered, fieldErrors: {}, values };
    if (refusal.code === "invalid")
      return { ok: false, message: delivery.fieldErrorsSummary, fieldErrors: refusal.fieldErrors, values };
    return {
      ok: false,
      message: refusal.code === "throttled" ? errors.tooManyOrders : cartMessages[locale].unexpected,
      fieldErrors: {},
      values,
    };
  },
  work: async ({ input, values, locale, consume, clientAddress }): Promise<PlaceOrderState> => {
    const { errors } = checkoutMessages[locale];
    if (!offersCashOnDelivery()) return { ok: false, message: errors.notOffered, fieldErrors: {}, values };
    // Read once: a double submit's first request forgets the cart id once its order is placed.
    const cartId = await readCartId();
    if (!cartId) return { ok: false, message: errors.emptyCart, fieldErrors: {}, values };
    // Counted only when an order could be placed (complete details, a shop that offers it, a cart), so a shopper
    // fixing a typo never uses up an attempt.
    const payOnline = input.payment === "online" && offersOnlinePayment();
    await consume(
      payOnline
        ? [
            [rateLimits.paymentStartByClient, await clientAddress()],
            [rateLimits.paymentStartByCart, cartId],
          ]
        : [
            [rateLimits.codOrderByClient, await clientAddress()],
            [rateLimits.codOrderByEmail, input.email.toLowerCase()],
          ],
    );

    const db = await getDb();
    const result = await placeCashOnDeliveryOrder(db, { cartId, customer: input, locale, payOnline });
    if (!result.ok) {
      // The code came off the cart: the summary beside the form must show the new total before the shopper resubmits.
      if (result.reason === "discount_refused") revalidatePath(localizedPath(locale, "/checkout/delivery"));
      // The e-mail is what to change (the code stays on the cart), so the form points there.
      const fieldErrors =
        result.reason === "discount_not_owner" ? { email: cartMessages[locale].discount.errors.notOwnerField } : {};
      return { ok: false, message: placeOrderRefusalText(result, locale), fieldErrors, values };
    }

    // The confirmation is in the outbox with the order; sending it must not hold up (or fail) the shopper's redirect.
    const mailIds = [result.mailId, ...(result.alertMailIds ?? [])].filter((id): id is string => id !== null);
    if (mailIds.length > 0) after(() => flushOutbox(db, mailIds));
    if (result.stockChanged) revalidateCatalogue();
    // Redirects to the gateway's page (the cart is kept until the payment is captured), or answers why not.
    if (payOnline)
      return { ok: false, message: await sendToGateway(db, result.order.id, locale), fieldErrors: {}, values };
    await forgetCartId();
    redirect(`${localizedPath(locale, "/order-confirmation")}?order=${encodeURIComponent(result.order.publicToken)}`);
  },
});
