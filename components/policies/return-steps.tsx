import { Section } from "@/components/marketing/section";
import { returnsCopy } from "@/content/copy/returns";
import { getRequestLocale } from "@/lib/i18n/request-locale";

export function ReturnSteps() {
  const locale = getRequestLocale();
  return (
    <Section id="return-process" title={returnsCopy[locale].steps.title} className="max-w-5xl">
      <ol className="grid gap-6 md:grid-cols-3">
        {returnsCopy[locale].steps.items.map((step, index) => (
          <li key={step.title} className="bg-card rounded-xl border p-6">
            <span
              aria-hidden
              className="bg-primary text-primary-foreground flex size-10 items-center justify-center rounded-full font-semibold"
            >
              {index + 1}
            </span>
            <h3 className="mt-4 text-lg font-semibold">{step.title}</h3>
            <p className="text-muted-foreground mt-2 text-sm">{step.text}</p>
          </li>
        ))}
      </ol>
    </Section>
  );
}
