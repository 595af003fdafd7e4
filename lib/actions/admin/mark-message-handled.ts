"use server";

import { revalidatePath } from "next/cache";

import { adminMessages } from "@/content/messages/en/admin";
import { adminContactMessages } from "@/content/messages/en/admin-operations";
import { actionResult, deniedActionState, type AdminActionState } from "@/lib/admin/action-state";
import { getAdminUser } from "@/lib/auth/admin";
import { markContactMessageHandled, type MarkHandledResult } from "@/lib/contact/mark-message-handled";
import { getDb } from "@/lib/db";
import { readFormValues } from "@/lib/forms/form-values";
import { recordIdSchema } from "@/lib/validations/admin-actions";

/** Marks a contact message handled; a second submit reports that it already was. */
export async function markMessageHandledAction(_previous: AdminActionState, formData: FormData): Promise<AdminActionState> {
  const admin = await getAdminUser();
  if (!admin) return deniedActionState();

  const parsed = recordIdSchema.safeParse(readFormValues(formData, ["id"], 100) ?? {});
  if (!parsed.success) return actionResult(false, adminMessages.invalidRequest);

  let result: MarkHandledResult;
  try {
    result = await markContactMessageHandled(await getDb(), admin, parsed.data.id);
  } catch (error) {
    console.error("[admin] marking a contact message handled failed", error);
    return actionResult(false, adminMessages.unexpected);
  }
  if (!result.ok) return actionResult(result.reason === "already_handled", result.reason === "not_found" ? adminContactMessages.notFound : adminContactMessages.alreadyHandled);

  revalidatePath("/admin/messages", "layout");
  return actionResult(true, adminContactMessages.handled);
}
