import { StarIcon } from "lucide-react";

import { productMessages } from "@/content/messages/en/product";
import { cn } from "@/lib/utils";

/** Stars are decoration; the sentence next to them is what assistive technology reads. */
export function StarRating({ rating, reviews, className }: { rating: number; reviews?: number; className?: string }) {
  return (
    <div className={cn("flex items-center gap-2 text-sm", className)}>
      <span className="flex" aria-hidden>
        {[1, 2, 3, 4, 5].map((star) => (
          <StarIcon key={star} className={cn("size-4", star <= Math.round(rating) ? "fill-amber-400 text-amber-500" : "text-muted-foreground")} />
        ))}
      </span>
      <span className="font-medium">
        <span aria-hidden>{rating}</span>
        <span className="sr-only">{productMessages.rating(rating)}</span>
      </span>
      {reviews !== undefined ? <span className="text-muted-foreground">{productMessages.reviewCount(reviews)}</span> : null}
    </div>
  );
}
