"use server";

import { revalidatePath } from "next/cache";

import { adminInvoiceMessages as text } from "@/content/messages/en/admin-invoices";
import { succeeded } from "@/lib/actions/action-result";
import { defineAction } from "@/lib/actions/define-action";
import { adminRefusals } from "@/lib/admin/admin-refusals";
import { adminRecordButton } from "@/lib/admin/record-button";
import { getDb } from "@/lib/db";
import { resendInvoice } from "@/lib/invoices/resend-invoice";

/** Queues an issued invoice or credit note again, with its PDF, to the order's address (and tries to send it now). */
export const resendInvoiceAction = defineAction({
  name: "admin/resend-invoice",
  ...adminRecordButton,
  refusals: adminRefusals({ no_address: text.noAddress, not_found: text.notFound }),
  work: async ({ admin, input, refuse }) => {
    const result = await resendInvoice(await getDb(), admin, input.id);
    if (!result.ok) return refuse(result.reason);
    revalidatePath("/admin/outbox");
    return succeeded(undefined, result.queued ? text.resent(result.number) : text.queuedAlready(result.number));
  },
});
