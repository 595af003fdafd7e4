import Link from "next/link";

import { Section } from "@/components/marketing/section";
import { TestimonialsGrid } from "@/components/reviews/testimonials-grid";
import { Button } from "@/components/ui/button";
import { homeCopy } from "@/content/copy/home";
import { testimonials } from "@/content/testimonials";

const TEASER_COUNT = 3;

export function TestimonialsTeaser() {
  return (
    <Section id="reviews" title={homeCopy.reviews.title} intro={homeCopy.reviews.intro} className="max-w-none bg-secondary/40">
      <div className="mx-auto max-w-7xl">
        <TestimonialsGrid testimonials={testimonials.slice(0, TEASER_COUNT)} />
        <div className="mt-10 text-center">
          <Button asChild variant="outline">
            <Link href="/reviews">{homeCopy.reviews.cta}</Link>
          </Button>
        </div>
      </div>
    </Section>
  );
}
