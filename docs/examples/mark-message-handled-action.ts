"use server";

// The "How to write an action" example of docs/architecture.md, which quotes this file whole. `npm run typecheck`
// compiles it with the shop, so a renamed layer or option breaks the type check, not just the page. It is the back
// office's "Mark handled" button (lib/actions/admin/mark-message-handled.ts, which spreads these layers from
// lib/admin/record-button.ts) with every layer written out.
import { revalidatePath } from "next/cache";

import { adminContactMessages as text } from "@/content/messages/en/admin-operations";
import { formInput } from "@/lib/actions/action-input";
import { succeeded } from "@/lib/actions/action-result";
import { defineAction } from "@/lib/actions/define-action";
import { adminRefusals, tamperedRecord } from "@/lib/admin/admin-refusals";
import { markContactMessageHandled } from "@/lib/contact/mark-message-handled";
import { getDb } from "@/lib/db";
import { recordIdSchema } from "@/lib/validations/admin-actions";

/** Marks a contact message handled; a second submit reports that it already was. */
export const markMessageHandledExampleAction = defineAction({
  // Names the log line of an unexpected failure: "action admin/mark-message-handled failed".
  name: "admin/mark-message-handled",
  // "anyone" | "shopper" | "admin": an admin is confirmed, has two factors and signed in within 12 hours.
  who: "admin",
  // The form's named fields, each cut to 100 characters, and its hidden locale.
  read: formInput(["id"], 100),
  // zod, or (locale) => schema when the messages are the shopper's language.
  schema: recordIdSchema,
  // Limits are declared here and counted after validation, before the work, e.g.
  // `limit: [perClient(rateLimits.contactByClient), perEmail(rateLimits.trackOrderByEmail, (input) => input.email)]`
  // or `perAccount(…)`; the back office has none (two-factor admins only). The work never counts a limit itself.
  // The fields a refusal sends back to refill the form (never a password); here none, the id is the page's.
  keep: [],
  // Each refusal code's words in every locale (a shopper form's table is in content/messages/{en,ar}/refusals.ts);
  // the pipeline's own codes (not an admin, invalid, throttled, unexpected) fall back to the default table.
  refusals: adminRefusals({ not_found: text.notFound }),
  // A bad record id is a tampered form, not entries to correct.
  invalidAs: tamperedRecord,
  // Only the work: no session check, no parsing, no limit, no try/catch. It answers ActionResult: `succeeded(data,
  // message)` or `refuse(code)`, which words the code in the request's language and keeps the entries.
  work: async ({ admin, input, refuse }) => {
    const result = await markContactMessageHandled(await getDb(), admin, input.id);
    if (!result.ok && result.reason === "not_found") return refuse("not_found");
    if (!result.ok) return succeeded(undefined, text.alreadyHandled);
    revalidatePath("/admin/messages", "layout");
    return succeeded(undefined, text.handled);
  },
});
