import { Section } from "@/components/marketing/section";
import { Badge } from "@/components/ui/badge";
import { aboutCopy } from "@/content/copy/about";
import { milestonesIn } from "@/content/localized";
import { getRequestLocale } from "@/lib/i18n/request-locale";

export function MilestonesTimeline() {
  const locale = getRequestLocale();
  return (
    <Section id="milestones" title={aboutCopy[locale].milestones.title} className="max-w-3xl">
      <ol className="border-primary/30 relative space-y-8 border-s-2 ps-8">
        {milestonesIn(locale).map((milestone) => (
          <li key={milestone.id} className="relative">
            <span
              aria-hidden
              className="border-background bg-primary absolute -start-[2.6rem] top-1 size-4 rounded-full border-2"
            />
            <p className="text-primary text-sm font-semibold">{milestone.period}</p>
            <h3 className="mt-1 flex flex-wrap items-center gap-2 text-xl font-semibold">
              {milestone.title}
              {milestone.planned ? <Badge variant="secondary">{aboutCopy[locale].milestones.planned}</Badge> : null}
            </h3>
            <p className="text-muted-foreground mt-2">{milestone.description}</p>
          </li>
        ))}
      </ol>
    </Section>
  );
}
