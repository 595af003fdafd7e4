"use server";

import { revalidatePath } from "next/cache";

import { adminReviewMessages as text } from "@/content/messages/en/admin-operations";
import { succeeded } from "@/lib/actions/action-result";
import { formInput } from "@/lib/actions/action-input";
import { defineAction } from "@/lib/actions/define-action";
import { adminRefusals, tamperedRecord } from "@/lib/admin/admin-refusals";
import { getDb } from "@/lib/db";
import { moderateReview } from "@/lib/reviews/moderate-review";
import { revalidateApprovedReviews } from "@/lib/reviews/revalidate-approved-reviews";
import { moderateReviewSchema } from "@/lib/validations/admin-actions";

/** Approves or rejects a pending review; the published pages refresh on their next request. */
export const moderateReviewAction = defineAction({
  name: "admin/moderate-review",
  who: "admin",
  read: formInput(["id", "decision"], 100),
  schema: moderateReviewSchema,
  keep: [],
  refusals: adminRefusals({ not_found: text.notFound, already_moderated: text.alreadyModerated }),
  invalidAs: tamperedRecord,
  work: async ({ admin, input, refuse }) => {
    const result = await moderateReview(await getDb(), admin, input.id, input.decision);
    if (!result.ok) return refuse(result.reason);
    revalidateApprovedReviews(result.productSlug);
    revalidatePath("/admin/reviews");
    return succeeded(undefined, input.decision === "approve" ? text.approved : text.rejected);
  },
});
