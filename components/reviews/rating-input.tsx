"use client";

import { StarIcon } from "lucide-react";
import { useState } from "react";

import { reviewTexts } from "@/content/messages/client/reviews";
import { useLocale } from "@/components/i18n/locale-provider";
import { cn } from "@/lib/utils";
import { useTexts } from "@/lib/i18n/client-texts";

/** Five radio buttons drawn as stars: arrow keys move between them, as in any radio group. */
export function RatingInput({
  defaultValue,
  error,
  onChange,
}: {
  defaultValue?: string;
  error?: string;
  onChange: () => void;
}) {
  const locale = useLocale();
  const reviewMessages = useTexts(reviewTexts, locale);
  const { rating: copy } = reviewMessages.form;
  const [rating, setRating] = useState(Number(defaultValue) || 0);
  const errorId = "review-rating-error";
  return (
    <fieldset className="grid gap-2" aria-describedby={error ? errorId : undefined}>
      <legend className="mb-2 text-sm font-medium">{copy.legend}</legend>
      <div className="flex gap-1">
        {[1, 2, 3, 4, 5].map((stars) => (
          <label
            key={stars}
            className="has-[:focus-visible]:ring-ring/50 cursor-pointer rounded-md p-1 has-[:checked]:bg-amber-50 has-[:focus-visible]:ring-[3px]"
          >
            <input
              type="radio"
              name="rating"
              value={stars}
              checked={rating === stars}
              onChange={() => {
                setRating(stars);
                onChange();
              }}
              className="sr-only"
            />
            <StarIcon
              aria-hidden
              className={cn("size-7", stars <= rating ? "fill-amber-400 text-amber-500" : "text-muted-foreground")}
            />
            <span className="sr-only">{copy.option(stars)}</span>
          </label>
        ))}
      </div>
      {error ? (
        <p id={errorId} className="text-destructive text-sm font-medium">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
