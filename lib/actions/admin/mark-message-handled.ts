"use server";

import { revalidatePath } from "next/cache";

import { adminContactMessages } from "@/content/messages/en/admin-operations";
import { actionResult } from "@/lib/admin/action-state";
import { adminRecordButton } from "@/lib/admin/record-button";
import { defineAction } from "@/lib/actions/define-action";
import { markContactMessageHandled } from "@/lib/contact/mark-message-handled";
import { getDb } from "@/lib/db";

/** Marks a contact message handled; a second submit reports that it already was. */
export const markMessageHandledAction = defineAction({
  name: "admin/mark-message-handled",
  ...adminRecordButton,
  work: async ({ admin, input }) => {
    const result = await markContactMessageHandled(await getDb(), admin, input.id);
    if (!result.ok)
      return actionResult(
        result.reason === "already_handled",
        result.reason === "not_found" ? adminContactMessages.notFound : adminContactMessages.alreadyHandled,
      );
    revalidatePath("/admin/messages", "layout");
    return actionResult(true, adminContactMessages.handled);
  },
});
