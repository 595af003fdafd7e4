"use server";

import { revalidatePath } from "next/cache";
import { redirect } from "next/navigation";
import { after } from "next/server";

import { cartMessages } from "@/content/messages/cart";
import { checkoutMessages as checkoutMessagesByLocale } from "@/content/messages/checkout";
import { forgetCartId, readCartId } from "@/lib/cart/cart-cookie";
import { offersCashOnDelivery } from "@/lib/commerce";
import { getDb, type Db } from "@/lib/db";
import { readFormValues } from "@/lib/forms/form-values";
import { readFormLocale } from "@/lib/i18n/form-locale";
import { localizeShopperMessage } from "@/lib/i18n/localize-message";
import { localizedPath } from "@/lib/i18n/locales";
import { flushOutbox } from "@/lib/mail";
import { consumeAll } from "@/lib/rate-limit/limit";
import { getClientAddress } from "@/lib/rate-limit/client-address";
import { rateLimits } from "@/lib/rate-limit/limits";
import { placeCashOnDeliveryOrder, type PlaceOrderResult } from "@/lib/orders/place-cash-on-delivery-order";
import { cashOnDeliveryFields, type PlaceOrderState } from "@/lib/orders/place-order-state";
import { cashOnDeliverySchemaFor, type CashOnDeliveryField } from "@/lib/validations/checkout";

/** Places the cash-on-delivery order for the cart in the cookie, then sends the shopper to the confirmation. */
export async function placeOrderAction(_previous: PlaceOrderState, formData: FormData): Promise<PlaceOrderState> {
  const values: PlaceOrderState["values"] = readFormValues(formData, cashOnDeliveryFields, 500) ?? {};
  const locale = readFormLocale(formData);
  const checkoutMessages = checkoutMessagesByLocale[locale];
  if (!offersCashOnDelivery()) return { ok: false, message: checkoutMessages.errors.notOffered, fieldErrors: {}, values };

  const parsed = cashOnDeliverySchemaFor(locale).safeParse(values);
  if (!parsed.success) {
    const fieldErrors: PlaceOrderState["fieldErrors"] = {};
    for (const issue of parsed.error.issues) {
      const field = issue.path[0] as CashOnDeliveryField;
      fieldErrors[field] ??= issue.message;
    }
    return { ok: false, message: checkoutMessages.delivery.fieldErrorsSummary, fieldErrors, values };
  }

  const cartId = await readCartId();
  if (!cartId) return { ok: false, message: checkoutMessages.errors.emptyCart, fieldErrors: {}, values };

  let result: PlaceOrderResult;
  let db: Db;
  try {
    // Counted only for complete details and a cart, so a shopper fixing a typo never uses up an attempt.
    const limited = await consumeAll([
      [rateLimits.codOrderByClient, await getClientAddress()],
      [rateLimits.codOrderByEmail, parsed.data.email.toLowerCase()],
    ]);
    if (!limited.ok) return { ok: false, message: checkoutMessages.errors.tooManyOrders, fieldErrors: {}, values };
    db = await getDb();
    result = await placeCashOnDeliveryOrder(db, { cartId, customer: parsed.data, locale });
  } catch (error) {
    console.error("[checkout] placing a cash-on-delivery order failed", error);
    return { ok: false, message: cartMessages[locale].unexpected, fieldErrors: {}, values };
  }
  if (!result.ok) {
    // The code came off the cart: the summary beside the form must show the new total before the shopper resubmits.
    if (result.reason === "discount_refused") revalidatePath(localizedPath(locale, "/checkout/delivery"));
    return { ok: false, message: localizeShopperMessage(result.message, locale), fieldErrors: {}, values };
  }

  // The confirmation is in the outbox with the order; sending it must not hold up (or fail) the shopper's redirect.
  const { mailId } = result;
  if (mailId) after(() => flushOutbox(db, [mailId]));
  await forgetCartId();
  redirect(`${localizedPath(locale, "/order-confirmation")}?order=${encodeURIComponent(result.order.publicToken)}`);
}
