"use server";

// The "How to write an action" example of docs/architecture.md, which quotes this file whole. `npm run typecheck`
// compiles it with the shop, so a renamed layer or option breaks the type check, not just the page. It is the back
// office's "Mark handled" button (lib/actions/admin/mark-message-handled.ts, which spreads these layers from
// lib/admin/record-button.ts) with every layer written out.
import { revalidatePath } from "next/cache";

import { adminContactMessages as text } from "@/content/messages/en/admin-operations";
import { formInput } from "@/lib/actions/action-input";
import { defineAction } from "@/lib/actions/define-action";
import { actionResult } from "@/lib/admin/action-state";
import { adminAnswers } from "@/lib/admin/admin-answers";
import { markContactMessageHandled } from "@/lib/contact/mark-message-handled";
import { getDb } from "@/lib/db";
import { recordIdSchema } from "@/lib/validations/admin-actions";

/** Marks a contact message handled; a second submit reports that it already was. */
export const markMessageHandledExampleAction = defineAction({
  // Names the log line of an unexpected failure: "[action admin/mark-message-handled] failed".
  name: "admin/mark-message-handled",
  // "anyone" | "shopper" | "admin": an admin is confirmed, has two factors and signed in within 12 hours.
  who: "admin",
  // The form's named fields, each cut to 100 characters, and its hidden locale.
  read: formInput(["id"], 100),
  // zod, or (locale) => schema when the messages are the shopper's language.
  schema: recordIdSchema,
  // Shopper forms count a limit here, after validation and before the work, e.g.
  // `limit: perClient(rateLimits.contactByClient)`; the back office has none (two-factor admins only).
  // The pipeline's refusals (not an admin, invalid, throttled, unexpected) as this form's state.
  answers: adminAnswers(),
  // Only the work: no session check, no parsing, no try/catch. The domain function answers with codes.
  work: async ({ admin, input }) => {
    const result = await markContactMessageHandled(await getDb(), admin, input.id);
    if (!result.ok)
      return actionResult(
        result.reason === "already_handled",
        result.reason === "not_found" ? text.notFound : text.alreadyHandled,
      );
    revalidatePath("/admin/messages", "layout");
    return actionResult(true, text.handled);
  },
});
