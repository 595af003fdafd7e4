import { Section } from "@/components/marketing/section";
import { returnsCopy } from "@/content/copy/returns";
import { getRequestLocale } from "@/lib/i18n/request-locale";

export function ReturnSteps() {
  const locale = getRequestLocale();
  return (
    <Section id="return-process" title={returnsCopy[locale].steps.title} className="max-w-5xl">
      <ol className="grid gap-6 md:grid-cols-3">
        {returnsCopy[locale].steps.items.map((step, index) => (
          <li key={step.title} className="rounded-xl border bg-card p-6">
            <span aria-hidden className="flex size-10 items-center justify-center rounded-full bg-primary font-semibold text-primary-foreground">
              {index + 1}
            </span>
            <h3 className="mt-4 text-lg font-semibold">{step.title}</h3>
            <p className="mt-2 text-sm text-muted-foreground">{step.text}</p>
          </li>
        ))}
      </ol>
    </Section>
  );
}
