"use server";

import { refusalTables } from "@/content/messages/refusals";
import { returnRequestMessages } from "@/content/messages/return-requests";
import { formInput } from "@/lib/actions/action-input";
import { succeeded, type ActionResult } from "@/lib/actions/action-result";
import { defineAction, perClient, perEmail } from "@/lib/actions/define-action";
import { getDb } from "@/lib/db";
import { flushOutbox } from "@/lib/mail";
import { rateLimits } from "@/lib/rate-limit/limits";
import { findOrderForReturn } from "@/lib/returns/find-order-for-return";
import { returnRequestFields } from "@/lib/returns/return-form-fields";
import { requestReturn } from "@/lib/returns/request-return";
import { returnRequestSchemaFor } from "@/lib/validations/return-request";

/**
 * A shopper asks to send back units of a delivered order, from order tracking or their account's order page: both
 * hand the order's e-mail and number, the tracking page's gate, so a wrong pair reads as the same 'not found'.
 */
export const requestReturnAction = defineAction({
  name: "request-return",
  who: "anyone",
  read: formInput(returnRequestFields, 600),
  schema: returnRequestSchemaFor,
  limit: [perClient(rateLimits.returnRequestByClient), perEmail(rateLimits.trackOrderByEmail, (input) => input.email)],
  refusals: refusalTables.returnRequest,
  work: async ({ input, locale, refuse }): Promise<ActionResult<{ returnNumber: string }>> => {
    const db = await getDb();
    const order = await findOrderForReturn(db, input.email, input.orderNumber);
    if (!order) return refuse("not_found");
    const lines = order.itemIds.map((orderItemId, index) => ({ orderItemId, quantity: input.units[index] ?? 0 }));
    const outcome = await requestReturn(db, {
      orderId: order.id,
      lines,
      reason: input.reason,
      note: input.note,
      requestKey: input.requestKey,
      locale,
    });
    if (!outcome.ok) return refuse(outcome.reason);
    // After the commit: the shopper's e-mail with the return number goes out now.
    if (outcome.mailId) await flushOutbox(db, [outcome.mailId]);
    return succeeded({ returnNumber: outcome.number }, returnRequestMessages[locale].done(outcome.number));
  },
});
