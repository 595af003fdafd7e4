"use server";

import { revalidatePath } from "next/cache";

import { adminMessages } from "@/content/messages/en/admin";
import { adminOutboxMessages } from "@/content/messages/en/admin-operations";
import { actionResult, deniedActionState, type AdminActionState } from "@/lib/admin/action-state";
import { getAdminUser } from "@/lib/auth/admin";
import { getDb } from "@/lib/db";
import { readFormValues } from "@/lib/forms/form-values";
import { retryOutboxEmail, type RetryMailResult } from "@/lib/mail/retry-outbox-email";
import { recordIdSchema } from "@/lib/validations/admin-actions";

/** Requeues a failed or waiting e-mail and tries to deliver it now. */
export async function retryOutboxEmailAction(_previous: AdminActionState, formData: FormData): Promise<AdminActionState> {
  const admin = await getAdminUser();
  if (!admin) return deniedActionState();

  const parsed = recordIdSchema.safeParse(readFormValues(formData, ["id"], 100) ?? {});
  if (!parsed.success) return actionResult(false, adminMessages.invalidRequest);

  let result: RetryMailResult;
  try {
    result = await retryOutboxEmail(await getDb(), admin, parsed.data.id);
  } catch (error) {
    console.error("[admin] retrying an e-mail failed", error);
    return actionResult(false, adminMessages.unexpected);
  }
  if (!result.ok) return actionResult(false, adminOutboxMessages.notRetryable);

  revalidatePath("/admin/outbox");
  return actionResult(true, result.delivered ? adminOutboxMessages.sent : adminOutboxMessages.queued);
}
