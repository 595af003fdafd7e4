import { Section } from "@/components/marketing/section";
import { Badge } from "@/components/ui/badge";
import { aboutCopy } from "@/content/copy/about";
import { milestonesIn } from "@/content/localized";
import { getRequestLocale } from "@/lib/i18n/request-locale";

export function MilestonesTimeline() {
  const locale = getRequestLocale();
  return (
    <Section id="milestones" title={aboutCopy[locale].milestones.title} className="max-w-3xl">
      <ol className="relative space-y-8 border-s-2 border-primary/30 ps-8">
        {milestonesIn(locale).map((milestone) => (
          <li key={milestone.id} className="relative">
            <span aria-hidden className="absolute -start-[2.6rem] top-1 size-4 rounded-full border-2 border-background bg-primary" />
            <p className="text-sm font-semibold text-primary">{milestone.period}</p>
            <h3 className="mt-1 flex flex-wrap items-center gap-2 text-xl font-semibold">
              {milestone.title}
              {milestone.planned ? <Badge variant="secondary">{aboutCopy[locale].milestones.planned}</Badge> : null}
            </h3>
            <p className="mt-2 text-muted-foreground">{milestone.description}</p>
          </li>
        ))}
      </ol>
    </Section>
  );
}
