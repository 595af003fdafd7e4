"use server";

import { revalidatePath } from "next/cache";

import { adminOrderMessages } from "@/content/messages/en/admin-orders";
import { succeeded } from "@/lib/actions/action-result";
import { formInput } from "@/lib/actions/action-input";
import { defineAction } from "@/lib/actions/define-action";
import { adminRefusals, tamperedRecord } from "@/lib/admin/admin-refusals";
import { getDb } from "@/lib/db";
import { flushOutbox } from "@/lib/mail";
import { fulfilLocalOrder } from "@/lib/orders/fulfil-local-order";
import { fulfilOrderSchema } from "@/lib/validations/admin-actions";

const { fulfil } = adminOrderMessages;

/** Marks a local order fulfilled with its tracking details and e-mails the shopper once. */
export const fulfilOrderAction = defineAction({
  name: "admin/fulfil-order",
  who: "admin",
  read: formInput(["orderId", "trackingCompany", "trackingNumber", "trackingUrl"], 600),
  schema: fulfilOrderSchema,
  keep: ["trackingCompany", "trackingNumber", "trackingUrl"],
  refusals: adminRefusals({
    invalid: fulfil.fieldErrorsSummary,
    not_found: fulfil.notFound,
    shopify_order: fulfil.readOnly,
    cancelled: fulfil.cancelled,
  }),
  invalidAs: tamperedRecord,
  work: async ({ admin, input, refuse }) => {
    const db = await getDb();
    const result = await fulfilLocalOrder(db, admin, input);
    // A second submit finds the order fulfilled already: what the admin wanted is done.
    if (!result.ok)
      return result.reason === "already_fulfilled"
        ? succeeded(undefined, fulfil.alreadyFulfilled)
        : refuse(result.reason);
    // After the commit: the e-mail goes out now, or waits in the outbox if the mail server is down.
    if (result.mailId) await flushOutbox(db, [result.mailId]);
    revalidatePath("/admin/orders", "layout");
    return succeeded(undefined, fulfil.done(result.orderNumber));
  },
});
