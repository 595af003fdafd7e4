import { BadgeCheck } from "lucide-react";

import { StarRating } from "@/components/product/star-rating";
import { reviewsCopy } from "@/content/copy/reviews";
import type { Testimonial } from "@/content/schema";
import { initialsOf } from "@/content/testimonials";
import { getRequestLocale } from "@/lib/i18n/request-locale";

export function TestimonialCard({ testimonial }: { testimonial: Testimonial }) {
  const locale = getRequestLocale();
  return (
    <figure className="flex h-full flex-col gap-4 rounded-xl border bg-card p-6 shadow-sm">
      <StarRating rating={testimonial.rating} />
      <blockquote className="flex-1 text-foreground/90">
        <p>{testimonial.review}</p>
      </blockquote>
      <figcaption className="flex items-center gap-3">
        <span aria-hidden className="flex size-11 shrink-0 items-center justify-center rounded-full bg-primary font-semibold text-primary-foreground">
          {initialsOf(testimonial.name)}
        </span>
        <span className="text-sm">
          <span className="block font-semibold">{testimonial.name}</span>
          <span className="block text-muted-foreground">{testimonial.location}</span>
          {testimonial.verified ? (
            <span className="mt-1 inline-flex items-center gap-1 text-primary">
              <BadgeCheck aria-hidden className="size-4" />
              {reviewsCopy[locale].verified}
            </span>
          ) : null}
        </span>
      </figcaption>
      <p className="border-t pt-3 text-xs text-muted-foreground">{reviewsCopy[locale].usage(testimonial.productUsed, testimonial.timeUsed)}</p>
    </figure>
  );
}
