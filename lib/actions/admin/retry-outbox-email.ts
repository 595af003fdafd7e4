"use server";

import { revalidatePath } from "next/cache";

import { adminOutboxMessages } from "@/content/messages/en/admin-operations";
import { actionResult } from "@/lib/admin/action-state";
import { adminRecordButton } from "@/lib/admin/record-button";
import { defineAction } from "@/lib/actions/define-action";
import { getDb } from "@/lib/db";
import { retryOutboxEmail } from "@/lib/mail/retry-outbox-email";

/** Requeues a failed or waiting e-mail and tries to deliver it now. */
export const retryOutboxEmailAction = defineAction({
  name: "admin/retry-outbox-email",
  ...adminRecordButton,
  work: async ({ admin, input }) => {
    const result = await retryOutboxEmail(await getDb(), admin, input.id);
    if (!result.ok) return actionResult(false, adminOutboxMessages.notRetryable);
    revalidatePath("/admin/outbox");
    if (result.refused) return actionResult(false, adminOutboxMessages.refused(result.refused));
    return actionResult(true, result.delivered ? adminOutboxMessages.sent : adminOutboxMessages.queued);
  },
});
