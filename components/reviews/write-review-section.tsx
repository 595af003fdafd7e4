import { reviewsCopy } from "@/content/copy/reviews";
import { WriteReviewForm } from "./write-review-form";
import { getRequestLocale } from "@/lib/i18n/request-locale";

export function WriteReviewSection() {
  const locale = getRequestLocale();
  return (
    <section id="write-review" aria-labelledby="write-review-heading" className="mx-auto max-w-3xl scroll-mt-20 px-4 py-14">
      <div className="rounded-2xl border bg-card p-6 sm:p-8">
        <h2 id="write-review-heading" className="text-3xl font-semibold">
          {reviewsCopy[locale].write.title}
        </h2>
        <p className="mt-3 text-muted-foreground">{reviewsCopy[locale].write.text}</p>
        <div className="mt-6">
          <WriteReviewForm />
        </div>
      </div>
    </section>
  );
}
