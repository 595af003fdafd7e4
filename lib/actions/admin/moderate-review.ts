"use server";

import { revalidatePath } from "next/cache";

import { adminMessages } from "@/content/messages/en/admin";
import { adminReviewMessages } from "@/content/messages/en/admin-operations";
import { actionResult, deniedActionState, type AdminActionState } from "@/lib/admin/action-state";
import { getAdminUser } from "@/lib/auth/admin";
import { getDb } from "@/lib/db";
import { readFormValues } from "@/lib/forms/form-values";
import { moderateReview, type ModerateReviewResult } from "@/lib/reviews/moderate-review";
import { revalidateApprovedReviews } from "@/lib/reviews/revalidate-approved-reviews";
import { moderateReviewSchema } from "@/lib/validations/admin-actions";

/** Approves or rejects a pending review; the published pages refresh on their next request. */
export async function moderateReviewAction(_previous: AdminActionState, formData: FormData): Promise<AdminActionState> {
  const admin = await getAdminUser();
  if (!admin) return deniedActionState();

  const parsed = moderateReviewSchema.safeParse(readFormValues(formData, ["id", "decision"], 100) ?? {});
  if (!parsed.success) return actionResult(false, adminMessages.invalidRequest);

  let result: ModerateReviewResult;
  try {
    result = await moderateReview(await getDb(), admin, parsed.data.id, parsed.data.decision);
  } catch (error) {
    console.error("[admin] moderating a review failed", error);
    return actionResult(false, adminMessages.unexpected);
  }
  if (!result.ok) return actionResult(false, result.reason === "not_found" ? adminReviewMessages.notFound : adminReviewMessages.alreadyModerated);

  revalidateApprovedReviews(result.productSlug);
  revalidatePath("/admin/reviews");
  return actionResult(true, parsed.data.decision === "approve" ? adminReviewMessages.approved : adminReviewMessages.rejected);
}
