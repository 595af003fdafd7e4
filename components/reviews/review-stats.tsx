import { Section } from "@/components/marketing/section";
import { reviewsCopy } from "@/content/copy/reviews";
import { getRequestLocale } from "@/lib/i18n/request-locale";

export function ReviewStats() {
  const locale = getRequestLocale();
  return (
    <Section id="review-stats" title={reviewsCopy[locale].stats.title} className="max-w-4xl">
      <dl className="grid gap-6 sm:grid-cols-3">
        {reviewsCopy[locale].stats.items.map((stat) => (
          <div key={stat.label} className="bg-card flex flex-col-reverse rounded-xl border p-6 text-center">
            <dt className="text-muted-foreground mt-1 text-sm">{stat.label}</dt>
            <dd className="text-primary font-serif text-4xl font-semibold">{stat.value}</dd>
          </div>
        ))}
      </dl>
    </Section>
  );
}
