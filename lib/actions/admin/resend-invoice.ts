"use server";

import { revalidatePath } from "next/cache";

import { adminInvoiceMessages as text } from "@/content/messages/en/admin-invoices";
import { actionResult } from "@/lib/admin/action-state";
import { adminRecordButton } from "@/lib/admin/record-button";
import { defineAction } from "@/lib/actions/define-action";
import { getDb } from "@/lib/db";
import { resendInvoice } from "@/lib/invoices/resend-invoice";

/** Queues an issued invoice or credit note again, with its PDF, to the order's address (and tries to send it now). */
export const resendInvoiceAction = defineAction({
  name: "admin/resend-invoice",
  ...adminRecordButton,
  work: async ({ admin, input }) => {
    const result = await resendInvoice(await getDb(), admin, input.id);
    if (!result.ok) return actionResult(false, result.reason === "no_address" ? text.noAddress : text.notFound);
    revalidatePath("/admin/outbox");
    return actionResult(true, result.queued ? text.resent(result.number) : text.queuedAlready(result.number));
  },
});
