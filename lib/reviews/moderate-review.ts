import "server-only";

import { and, eq } from "drizzle-orm";

import type { AdminUser } from "@/lib/auth/admin";
import { recordAdminAction } from "@/lib/audit/record-admin-action";
import type { Db } from "@/lib/db";
import { reviews } from "@/lib/db/schema";

export type ReviewDecision = "approve" | "reject";

export type ModerateReviewResult =
  { ok: true; productSlug: string | null } | { ok: false; reason: "not_found" | "already_moderated" };

/**
 * Publishes or rejects a pending review, with its audit row, in one transaction. Only a pending review changes,
 * so a second click (or a second admin) cannot flip a decision already taken.
 */
export async function moderateReview(
  db: Db,
  actor: AdminUser,
  reviewId: string,
  decision: ReviewDecision,
): Promise<ModerateReviewResult> {
  return db.transaction(async (tx): Promise<ModerateReviewResult> => {
    const status = decision === "approve" ? "approved" : "rejected";
    const [moderated] = await tx
      .update(reviews)
      .set({ status, moderatedAt: new Date() })
      .where(and(eq(reviews.id, reviewId), eq(reviews.status, "pending")))
      .returning({
        id: reviews.id,
        productSlug: reviews.productSlug,
        productName: reviews.productName,
        rating: reviews.rating,
      });
    if (!moderated) {
      const [existing] = await tx.select({ id: reviews.id }).from(reviews).where(eq(reviews.id, reviewId));
      return { ok: false, reason: existing ? "already_moderated" : "not_found" };
    }
    await recordAdminAction(tx, {
      actor,
      action: decision === "approve" ? "review.approved" : "review.rejected",
      target: `review:${moderated.id}`,
      details: { product: moderated.productName, rating: moderated.rating },
    });
    return { ok: true, productSlug: moderated.productSlug };
  });
}
