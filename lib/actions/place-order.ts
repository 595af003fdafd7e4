"use server";

import { revalidatePath } from "next/cache";
import { redirect } from "next/navigation";
import { after } from "next/server";

import { cartMessages } from "@/content/messages/cart";
import { saveCheckoutAddress } from "@/lib/addresses/save-from-checkout";
import { refusalTables } from "@/content/messages/refusals";
import { formInput } from "@/lib/actions/action-input";
import type { ActionResult } from "@/lib/actions/action-result";
import { defineAction, type LimitChecks } from "@/lib/actions/define-action";
import { forgetCartId, readCartId } from "@/lib/cart/cart-cookie";
import { offersCashOnDelivery } from "@/lib/commerce";
import { rememberCartContact } from "@/lib/cart-reminders/remember-contact";
import { getDb } from "@/lib/db";
import { localizedPath } from "@/lib/i18n/locales";
import { revalidateCatalogue } from "@/lib/commerce/catalogue-cache";
import { flushOutbox } from "@/lib/mail";
import { readRefusalHistory } from "@/lib/orders/cod-refusal-hold";
import { placeCashOnDeliveryOrder } from "@/lib/orders/place-cash-on-delivery-order";
import { getPhoneVerifier } from "@/lib/messaging";
import { sendCodeForNewOrder } from "@/lib/orders/phone-confirmation/send-code";
import { placeOrderRefusalText } from "@/lib/orders/place-order-refusal-text";
import { rateLimits } from "@/lib/rate-limit/limits";
import { offersOnlinePayment } from "@/lib/payments";
import { sendToGateway } from "@/lib/payments/send-to-gateway";
import { cashOnDeliveryFields, cashOnDeliverySchemaFor, type CashOnDeliveryDetails } from "@/lib/validations/checkout";

/**
 * Places the order for the cart in the cookie: cash on delivery goes to the confirmation; Pay now (a shop with a
 * payment gateway, lib/payments) places it awaiting payment and sends the shopper to the gateway's page.
 */
/** Pay now at the gateway's page: the shopper chose it and the shop has a gateway. */
const paysOnline = (input: CashOnDeliveryDetails) => input.payment === "online" && offersOnlinePayment();

/**
 * Counted only when an order could be placed (complete details, a shop that offers it, a cart), so a shopper fixing
 * a typo never uses up an attempt. Pay now is counted per cart too: each attempt opens a payment at the gateway.
 */
async function orderLimits({
  input,
  clientAddress,
}: {
  input: CashOnDeliveryDetails;
  clientAddress: () => Promise<string>;
}): Promise<LimitChecks> {
  const cartId = offersCashOnDelivery() ? await readCartId() : undefined;
  if (!cartId) return [];
  const client = await clientAddress();
  if (paysOnline(input))
    return [
      [rateLimits.paymentStartByClient, client],
      [rateLimits.paymentStartByCart, cartId],
    ];
  return [
    [rateLimits.codOrderByClient, client],
    [rateLimits.codOrderByEmail, input.email.toLowerCase()],
  ];
}

/**
 * Places the order for the cart in the cookie: cash on delivery goes to the confirmation; Pay now (a shop with a
 * payment gateway, lib/payments) places it awaiting payment and sends the shopper to the gateway's page. A refusal
 * keeps every entry.
 */
export const placeOrderAction = defineAction({
  name: "place-order",
  who: "anyone",
  // "saveAddress": the signed-in shopper's "Save this address to my account" box (the schema leaves it out).
  read: formInput([...cashOnDeliveryFields, "saveAddress"], 500),
  schema: cashOnDeliverySchemaFor,
  // A shop without cash on delivery says so whatever was typed.
  invalidAs: () => (offersCashOnDelivery() ? "invalid" : "not_offered"),
  limit: orderLimits,
  refusals: refusalTables.placeOrder,
  work: async ({ input, values, locale, refuse }): Promise<ActionResult> => {
    if (!offersCashOnDelivery()) return refuse("not_offered");
    // Read once: a double submit's first request forgets the cart id once its order is placed.
    const cartId = await readCartId();
    if (!cartId) return refuse("empty_cart");
    const payOnline = paysOnline(input);

    const db = await getDb();
    // Parcels this shopper refused at the door before: cash on delivery waits for the owner's lift, Pay now does not.
    if (!payOnline && offersOnlinePayment() && (await readRefusalHistory(db, input)).withheld) {
      await rememberCartContact(db, cartId, input.email, locale);
      return refuse("pay_now_only");
    }
    const verifier = payOnline ? null : getPhoneVerifier();
    const result = await placeCashOnDeliveryOrder(db, {
      cartId,
      customer: input,
      locale,
      payOnline,
      confirmByPhone: verifier !== null,
    });
    // A cart that is still there (a refused order, or one waiting at the gateway's page) may be left behind: its one
    // reminder, if the address consented to marketing, goes to what was typed (lib/cart-reminders).
    if (!result.ok || payOnline) await rememberCartContact(db, cartId, input.email, locale);
    if (!result.ok) {
      // The code came off the cart: the summary beside the form must show the new total before the shopper resubmits.
      if (result.reason === "discount_refused") revalidatePath(localizedPath(locale, "/checkout/delivery"));
      // The e-mail is what to change (the code stays on the cart), so the form points there.
      const fieldErrors =
        result.reason === "discount_not_owner" ? { email: cartMessages[locale].discount.errors.notOwnerField } : {};
      return refuse(result.reason, { message: placeOrderRefusalText(result, locale), fieldErrors });
    }

    // Only now, with the order placed: an address the order refused is never saved.
    if (values.saveAddress === "on") await saveCheckoutAddress(db, input);

    // The confirmation is in the outbox with the order; sending it must not hold up (or fail) the shopper's redirect.
    const mailIds = [result.mailId, ...(result.alertMailIds ?? [])].filter((id): id is string => id !== null);
    if (mailIds.length > 0) after(() => flushOutbox(db, mailIds));
    if (result.stockChanged) revalidateCatalogue();
    // Redirects to the gateway's page (the cart is kept until the payment is captured), or answers why not.
    if (payOnline)
      return refuse("payment_unavailable", {
        message: await sendToGateway(db, result.order.id, locale, result.toPay),
      });
    // After the commit, before the redirect, so the confirmation page knows whether the code went out; a failed send
    // never fails the order (the page then says the shop will call).
    if (verifier && !result.alreadyPlaced) await sendCodeForNewOrder(db, verifier, result.order.id);
    await forgetCartId();
    redirect(`${localizedPath(locale, "/order-confirmation")}?order=${encodeURIComponent(result.order.publicToken)}`);
  },
});
