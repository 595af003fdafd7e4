"use server";

import { revalidatePath } from "next/cache";

import { adminReviewMessages } from "@/content/messages/en/admin-operations";
import { actionResult } from "@/lib/admin/action-state";
import { adminAnswers } from "@/lib/admin/admin-answers";
import { formInput } from "@/lib/actions/action-input";
import { defineAction } from "@/lib/actions/define-action";
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
  answers: adminAnswers(),
  work: async ({ admin, input }) => {
    const result = await moderateReview(await getDb(), admin, input.id, input.decision);
    if (!result.ok)
      return actionResult(
        false,
        result.reason === "not_found" ? adminReviewMessages.notFound : adminReviewMessages.alreadyModerated,
      );
    revalidateApprovedReviews(result.productSlug);
    revalidatePath("/admin/reviews");
    return actionResult(
      true,
      input.decision === "approve" ? adminReviewMessages.approved : adminReviewMessages.rejected,
    );
  },
});
