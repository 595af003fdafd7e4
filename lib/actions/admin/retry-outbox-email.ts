"use server";

import { revalidatePath } from "next/cache";

import { adminOutboxMessages as text } from "@/content/messages/en/admin-operations";
import { succeeded } from "@/lib/actions/action-result";
import { defineAction } from "@/lib/actions/define-action";
import { adminRefusals } from "@/lib/admin/admin-refusals";
import { adminRecordButton } from "@/lib/admin/record-button";
import { getDb } from "@/lib/db";
import { retryOutboxEmail } from "@/lib/mail/retry-outbox-email";

/** Requeues a failed or waiting e-mail and tries to deliver it now. */
export const retryOutboxEmailAction = defineAction({
  name: "admin/retry-outbox-email",
  ...adminRecordButton,
  refusals: adminRefusals({ not_retryable: text.notRetryable, refused: text.notRetryable }),
  work: async ({ admin, input, refuse }) => {
    const result = await retryOutboxEmail(await getDb(), admin, input.id);
    if (!result.ok) return refuse("not_retryable");
    revalidatePath("/admin/outbox");
    // The mail server's own answer is part of the words.
    if (result.refused) return refuse("refused", { message: text.refused(result.refused) });
    return succeeded(undefined, result.delivered ? text.sent : text.queued);
  },
});
