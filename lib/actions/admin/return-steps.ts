"use server";

import { revalidatePath } from "next/cache";

import { adminReturnMessages as text } from "@/content/messages/en/admin-returns";
import { succeeded } from "@/lib/actions/action-result";
import { formInput } from "@/lib/actions/action-input";
import { defineAction } from "@/lib/actions/define-action";
import { adminRefusals, tamperedRecord } from "@/lib/admin/admin-refusals";
import { revalidateCatalogue } from "@/lib/commerce/catalogue-cache";
import { getDb } from "@/lib/db";
import { flushOutbox } from "@/lib/mail";
import { formatPrice } from "@/lib/currency/format-price";
import { getPaymentGateway } from "@/lib/payments";
import { advanceReturn } from "@/lib/returns/advance-return";
import { refundReturn } from "@/lib/returns/refund-return";
import {
  receiveReturnFields,
  receiveReturnSchema,
  refundReturnSchema,
  rejectReturnSchema,
  returnIdSchema,
} from "@/lib/validations/admin-returns";

const refusals = adminRefusals(text.refusals);

/** The owner approves a requested return; the shopper's instructions (drop-off or courier) go out at once. */
export const approveReturnAction = defineAction({
  name: "admin/approve-return",
  who: "admin",
  read: formInput(["id"], 100),
  schema: returnIdSchema,
  keep: [],
  refusals,
  invalidAs: tamperedRecord,
  work: async ({ admin, input, refuse }) => {
    const db = await getDb();
    const result = await advanceReturn(db, admin, { step: "approve", returnId: input.id });
    if (!result.ok) return refuse(result.reason);
    if (result.mailId) await flushOutbox(db, [result.mailId]);
    revalidatePath("/admin", "layout");
    return succeeded(undefined, text.approved(result.number));
  },
});

/** The owner declines a requested return with a reason the shopper reads; its units can be asked for again. */
export const rejectReturnAction = defineAction({
  name: "admin/reject-return",
  who: "admin",
  read: formInput(["id", "reason"], 600),
  schema: rejectReturnSchema,
  keep: ["reason"],
  refusals,
  invalidAs: tamperedRecord,
  work: async ({ admin, input, refuse }) => {
    const db = await getDb();
    const result = await advanceReturn(db, admin, { step: "reject", returnId: input.id, reason: input.reason });
    if (!result.ok) return refuse(result.reason);
    if (result.mailId) await flushOutbox(db, [result.mailId]);
    revalidatePath("/admin", "layout");
    return succeeded(undefined, text.reject.done(result.number));
  },
});

/** The parcel arrived: each line restocked (back on the shelf) or recorded as damaged. */
export const receiveReturnAction = defineAction({
  name: "admin/receive-return",
  who: "admin",
  read: formInput(receiveReturnFields, 100),
  schema: receiveReturnSchema,
  keep: [],
  refusals,
  invalidAs: tamperedRecord,
  work: async ({ admin, input, refuse }) => {
    const db = await getDb();
    const result = await advanceReturn(db, admin, { step: "receive", returnId: input.id, outcomes: input.outcomes });
    if (!result.ok) return refuse(result.reason);
    // Restocked units change what the shop can sell: the catalogue pages and the dashboard read the shelf again.
    revalidatePath("/admin", "layout");
    revalidateCatalogue();
    const { restocked, damaged } = result.received ?? { restocked: 0, damaged: 0 };
    return succeeded(undefined, text.receive.done(result.number, restocked, damaged));
  },
});

/** The money back for a received return: through the gateway, or a cash order's transfer or cash as recorded. */
export const refundReturnAction = defineAction({
  name: "admin/refund-return",
  who: "admin",
  read: formInput(["id", "method", "reference", "amount"], 100),
  schema: refundReturnSchema,
  keep: ["method", "reference", "amount"],
  refusals,
  invalidAs: tamperedRecord,
  work: async ({ admin, input, refuse }) => {
    const db = await getDb();
    const outcome = await refundReturn(
      db,
      getPaymentGateway(),
      admin,
      input.method === "gateway"
        ? { returnId: input.id, method: "gateway" }
        : { returnId: input.id, method: input.method, reference: input.reference, amountFils: input.amount },
    );
    if (!outcome.ok) return refuse(outcome.reason);
    if (outcome.mailIds.length > 0) await flushOutbox(db, outcome.mailIds);
    revalidatePath("/admin", "layout");
    const amount = formatPrice(outcome.amountFils / 100);
    return succeeded(
      undefined,
      outcome.status === "refunded"
        ? text.refund.done(outcome.number, amount, outcome.creditNoteNumber)
        : text.refund.pending(outcome.number, amount),
    );
  },
});
