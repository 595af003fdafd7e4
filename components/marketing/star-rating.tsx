import { Star } from "lucide-react";

import { cn } from "@/lib/utils";

type StarRatingProps = { rating: number; reviews?: number; className?: string };

/** Stars are decoration; the sentence next to them carries the rating for assistive technology. */
export function StarRating({ rating, reviews, className }: StarRatingProps) {
  const filled = Math.round(rating);
  return (
    <div className={cn("flex items-center gap-1.5 text-sm", className)}>
      <span className="flex" aria-hidden>
        {[1, 2, 3, 4, 5].map((position) => (
          <Star key={position} className={cn("size-4", position <= filled ? "fill-amber-500 text-amber-600" : "text-muted-foreground/40")} />
        ))}
      </span>
      <span className="sr-only">{`Rated ${rating} out of 5`}</span>
      {reviews !== undefined ? (
        <span className="text-muted-foreground">
          {rating} ({reviews} reviews)
        </span>
      ) : null}
    </div>
  );
}
