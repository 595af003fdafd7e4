import { reviewsCopy } from "@/content/copy/reviews";
import { WriteReviewForm } from "./write-review-form";
import { getRequestLocale } from "@/lib/i18n/request-locale";

export function WriteReviewSection() {
  const locale = getRequestLocale();
  return (
    <section
      id="write-review"
      aria-labelledby="write-review-heading"
      className="mx-auto max-w-3xl scroll-mt-20 px-4 py-14"
    >
      <div className="bg-card rounded-2xl border p-6 sm:p-8">
        <h2 id="write-review-heading" className="text-3xl font-semibold">
          {reviewsCopy[locale].write.title}
        </h2>
        <p className="text-muted-foreground mt-3">{reviewsCopy[locale].write.text}</p>
        <div className="mt-6">
          <WriteReviewForm />
        </div>
      </div>
    </section>
  );
}
