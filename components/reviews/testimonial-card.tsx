import { BadgeCheck } from "lucide-react";

import { StarRating } from "@/components/product/star-rating";
import { reviewsCopy } from "@/content/copy/reviews";
import type { Testimonial } from "@/content/schema";
import { initialsOf } from "@/content/testimonials";
import { getRequestLocale } from "@/lib/i18n/request-locale";

export function TestimonialCard({ testimonial }: { testimonial: Testimonial }) {
  const locale = getRequestLocale();
  return (
    <figure className="bg-card flex h-full flex-col gap-4 rounded-xl border p-6 shadow-sm">
      <StarRating rating={testimonial.rating} />
      <blockquote className="text-foreground/90 flex-1">
        <p>{testimonial.review}</p>
      </blockquote>
      <figcaption className="flex items-center gap-3">
        <span
          aria-hidden
          className="bg-primary text-primary-foreground flex size-11 shrink-0 items-center justify-center rounded-full font-semibold"
        >
          {initialsOf(testimonial.name)}
        </span>
        <span className="text-sm">
          <span className="block font-semibold">{testimonial.name}</span>
          <span className="text-muted-foreground block">{testimonial.location}</span>
          {testimonial.verified ? (
            <span className="text-primary mt-1 inline-flex items-center gap-1">
              <BadgeCheck aria-hidden className="size-4" />
              {reviewsCopy[locale].verified}
            </span>
          ) : null}
        </span>
      </figcaption>
      <p className="text-muted-foreground border-t pt-3 text-xs">
        {reviewsCopy[locale].usage(testimonial.productUsed, testimonial.timeUsed)}
      </p>
    </figure>
  );
}
