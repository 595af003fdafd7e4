import { LocalizedLink as Link } from "@/components/i18n/localized-link";

import { Section } from "@/components/marketing/section";
import { TestimonialsGrid } from "@/components/reviews/testimonials-grid";
import { Button } from "@/components/ui/button";
import { homeCopy } from "@/content/copy/home";
import { testimonialsIn } from "@/content/localized";
import { getRequestLocale } from "@/lib/i18n/request-locale";

const TEASER_COUNT = 3;

export function TestimonialsTeaser() {
  const locale = getRequestLocale();
  return (
    <Section
      id="reviews"
      title={homeCopy[locale].reviews.title}
      intro={homeCopy[locale].reviews.intro}
      className="bg-secondary/40 max-w-none"
    >
      <div className="mx-auto max-w-7xl">
        <TestimonialsGrid testimonials={testimonialsIn(locale).slice(0, TEASER_COUNT)} />
        <div className="mt-10 text-center">
          <Button asChild variant="outline">
            <Link href="/reviews">{homeCopy[locale].reviews.cta}</Link>
          </Button>
        </div>
      </div>
    </Section>
  );
}
