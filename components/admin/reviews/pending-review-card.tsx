import { AdminActionForm } from "@/components/admin/admin-action-form";
import { StarRating } from "@/components/product/star-rating";
import { adminMessages } from "@/content/messages/en/admin";
import { adminReviewMessages as text } from "@/content/messages/en/admin-operations";
import { moderateReviewAction } from "@/lib/actions/admin/moderate-review";
import type { PendingReview } from "@/lib/admin/reviews/list-pending-reviews";

/** One review in the queue, as it would be published, with Approve and Reject. */
export function PendingReviewCard({ review }: { review: PendingReview }) {
  const titleId = `review-${review.id}-title`;
  return (
    <article aria-labelledby={titleId} className="bg-card grid gap-3 rounded-xl border p-5">
      <header className="grid gap-1">
        <h2 id={titleId} className="font-serif text-lg font-semibold">
          {review.title}
        </h2>
        <p className="text-muted-foreground text-sm">
          {review.productName} · {text.by(review.customerName, review.email)} · {review.orderNumber} ·{" "}
          {adminMessages.dateTime(review.createdAt)}
        </p>
        <StarRating rating={review.rating} />
      </header>
      <p className="text-sm whitespace-pre-line">{review.body}</p>
      {review.recommend ? <p className="text-sm font-medium">{text.recommends[review.recommend]}</p> : null}
      <div className="flex flex-wrap gap-3">
        <AdminActionForm
          action={moderateReviewAction}
          fields={{ id: review.id, decision: "approve" }}
          label={text.approve}
          describedBy={titleId}
        />
        <AdminActionForm
          action={moderateReviewAction}
          fields={{ id: review.id, decision: "reject" }}
          label={text.reject}
          describedBy={titleId}
          variant="outline"
        />
      </div>
    </article>
  );
}
