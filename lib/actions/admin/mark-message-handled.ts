"use server";

import { revalidatePath } from "next/cache";

import { adminContactMessages as text } from "@/content/messages/en/admin-operations";
import { succeeded } from "@/lib/actions/action-result";
import { defineAction } from "@/lib/actions/define-action";
import { adminRefusals } from "@/lib/admin/admin-refusals";
import { adminRecordButton } from "@/lib/admin/record-button";
import { markContactMessageHandled } from "@/lib/contact/mark-message-handled";
import { getDb } from "@/lib/db";

/** Marks a contact message handled; a second submit reports that it already was. */
export const markMessageHandledAction = defineAction({
  name: "admin/mark-message-handled",
  ...adminRecordButton,
  refusals: adminRefusals({ not_found: text.notFound }),
  work: async ({ admin, input, refuse }) => {
    const result = await markContactMessageHandled(await getDb(), admin, input.id);
    if (!result.ok && result.reason === "not_found") return refuse("not_found");
    if (!result.ok) return succeeded(undefined, text.alreadyHandled);
    revalidatePath("/admin/messages", "layout");
    return succeeded(undefined, text.handled);
  },
});
