import { LocalizedLink as Link } from "@/components/i18n/localized-link";

import { Button } from "@/components/ui/button";
import { reviewsCopy } from "@/content/copy/reviews";
import { getRequestLocale } from "@/lib/i18n/request-locale";

export function ReviewsCta() {
  const locale = getRequestLocale();
  return (
    <section aria-labelledby="reviews-cta-heading" className="bg-secondary/50">
      <div className="mx-auto max-w-3xl px-4 py-14 text-center">
        <h2 id="reviews-cta-heading" className="text-3xl font-semibold">
          {reviewsCopy[locale].cta.title}
        </h2>
        <p className="text-muted-foreground mt-3">{reviewsCopy[locale].cta.text}</p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <Button asChild size="lg">
            <Link href="/collection">{reviewsCopy[locale].cta.shop}</Link>
          </Button>
          <Button asChild size="lg" variant="outline">
            <Link href="/contact">{reviewsCopy[locale].cta.ask}</Link>
          </Button>
        </div>
      </div>
    </section>
  );
}
