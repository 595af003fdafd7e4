"use server";

import { redirect } from "next/navigation";

import { formInput } from "@/lib/actions/action-input";
import { defineDirectAction, perClient } from "@/lib/actions/define-action";
import { readCartId } from "@/lib/cart/cart-cookie";
import { revalidateCatalogue } from "@/lib/commerce/catalogue-cache";
import { getDb } from "@/lib/db";
import { localizedPath, type Locale } from "@/lib/i18n/locales";
import { awaitingPaymentOfCart, cancelCartPayment } from "@/lib/payments/cart-payment";
import { sendToGateway } from "@/lib/payments/send-to-gateway";
import { rateLimits } from "@/lib/rate-limit/limits";

/** What the cart page says after a payment button (`?payment=`); never more than a key. */
export type CartPaymentNotice = "cancelled" | "ended" | "unavailable";

const backToCart = (locale: Locale, notice: CartPaymentNotice): never =>
  redirect(`${localizedPath(locale, "/cart")}?payment=${notice}`);

/**
 * "Return to payment" on a cart whose order waits for its payment: the gateway's page already opened for it (or a
 * new one), a plain form post so it works without JavaScript. Counted as a payment start: it may open a page.
 */
export const resumeCartPaymentAction = defineDirectAction({
  name: "cart/resume-payment",
  who: "anyone",
  read: formInput([]),
  limit: perClient(rateLimits.paymentStartByClient),
  work: async ({ locale }) => {
    const cartId = await readCartId();
    const db = await getDb();
    const awaiting = cartId ? await awaitingPaymentOfCart(db, cartId) : null;
    if (!awaiting) return backToCart(locale, "ended");
    // Redirects to the gateway's page (or the confirmation, if paid meanwhile); returns only when it cannot.
    await sendToGateway(db, awaiting.orderId, locale);
    return backToCart(locale, "unavailable");
  },
});

/** "Cancel the payment and change the cart": ends the waiting order, and the cart can change again. */
export const cancelCartPaymentAction = defineDirectAction({
  name: "cart/cancel-payment",
  who: "anyone",
  read: formInput([]),
  limit: perClient(rateLimits.paymentStartByClient),
  work: async ({ locale }) => {
    const cartId = await readCartId();
    const cancelled = cartId ? await cancelCartPayment(await getDb(), cartId) : false;
    // The order's units are back on the shelf: pages showing stock must say so.
    if (cancelled) revalidateCatalogue();
    return backToCart(locale, cancelled ? "cancelled" : "ended");
  },
});
