"use server";

import { revalidatePath } from "next/cache";
import { z } from "zod";

import { phoneConfirmationMessages } from "@/content/messages/phone-confirmation";
import { formInput } from "@/lib/actions/action-input";
import { succeeded, type ActionResult } from "@/lib/actions/action-result";
import { defineAction, type LimitChecks } from "@/lib/actions/define-action";
import { byLocale } from "@/content/by-locale";
import { getDb } from "@/lib/db";
import { localizedPath } from "@/lib/i18n/locales";
import { getPhoneVerifier } from "@/lib/messaging";
import { confirmOrderByPhoneCode } from "@/lib/orders/phone-confirmation/check-code";
import { findCashOrderByToken } from "@/lib/orders/phone-confirmation/find-order";
import { maskPhone } from "@/lib/orders/phone-confirmation/mask-phone";
import { sendOrderPhoneCode } from "@/lib/orders/phone-confirmation/send-code";
import { rateLimits } from "@/lib/rate-limit/limits";

const token = z.string().regex(/^[A-Za-z0-9_-]{20,100}$/);
const refusals = byLocale({
  en: phoneConfirmationMessages.en.refusals,
  ar: phoneConfirmationMessages.ar.refusals,
});

/** A new code costs a message: counted per order, per phone and per client, only for a real cash order. */
async function newCodeLimits({
  input,
  clientAddress,
}: {
  input: { order: string };
  clientAddress: () => Promise<string>;
}): Promise<LimitChecks> {
  const order = await findCashOrderByToken(await getDb(), input.order);
  if (!order) return [];
  const checks: LimitChecks = [
    [rateLimits.phoneCodeByClient, await clientAddress()],
    [rateLimits.phoneCodeByOrder, order.id],
  ];
  // An order without a phone has no phone to count (it gets no code either).
  if (order.phone) checks.push([rateLimits.phoneCodeByPhone, order.phone]);
  return checks;
}

const confirmationPage = (locale: "en" | "ar") => localizedPath(locale, "/order-confirmation");

/** The shopper's code for their cash order, from the confirmation page (works before JavaScript loads). */
export const confirmOrderByPhoneAction = defineAction({
  name: "order/confirm-by-phone",
  who: "anyone",
  read: formInput(["order", "code"], 120),
  schema: z.object({
    order: token,
    code: z
      .string()
      .trim()
      .regex(/^\d{6}$/),
  }),
  limit: async ({ clientAddress }) => [[rateLimits.phoneConfirmByClient, await clientAddress()]],
  refusals,
  keep: [],
  work: async ({ input, locale, refuse }): Promise<ActionResult> => {
    const verifier = getPhoneVerifier();
    if (!verifier) return refuse("unavailable");
    const db = await getDb();
    const order = await findCashOrderByToken(db, input.order);
    if (!order) return refuse("not_found");
    const result = await confirmOrderByPhoneCode(db, verifier, { orderId: order.id, code: input.code });
    if (!result.ok && result.reason === "wrong_code")
      return refuse("wrong_code", { message: phoneConfirmationMessages[locale].wrongCode(result.triesLeft) });
    if (!result.ok) return refuse(result.reason);
    revalidatePath(confirmationPage(locale));
    return succeeded(undefined, phoneConfirmationMessages[locale].confirmed);
  },
});

/** "Send a new code": the old code is replaced, its tries start again. */
export const resendOrderCodeAction = defineAction({
  name: "order/resend-phone-code",
  who: "anyone",
  read: formInput(["order"], 120),
  schema: z.object({ order: token }),
  limit: newCodeLimits,
  refusals,
  keep: [],
  work: async ({ input, locale, refuse }): Promise<ActionResult> => {
    const verifier = getPhoneVerifier();
    if (!verifier) return refuse("unavailable");
    const db = await getDb();
    const order = await findCashOrderByToken(db, input.order);
    if (!order) return refuse("not_found");
    const result = await sendOrderPhoneCode(db, verifier, order.id);
    if (!result.ok) {
      if (result.reason !== "confirmed") return refuse(result.reason);
      // Pressed after confirming (another tab): the page catches up instead of refusing.
      revalidatePath(confirmationPage(locale));
      return succeeded(undefined, phoneConfirmationMessages[locale].confirmed);
    }
    revalidatePath(confirmationPage(locale));
    return succeeded(undefined, phoneConfirmationMessages[locale].codeSent(maskPhone(order.phone)));
  },
});
