import { ShieldCheck } from "lucide-react";

import { Section } from "@/components/marketing/section";
import { collectionCopy } from "@/content/copy/collection";
import { getRequestLocale } from "@/lib/i18n/request-locale";

export function ProofPoints() {
  const locale = getRequestLocale();
  const { proof } = collectionCopy[locale];
  return (
    <Section id="proof" title={proof.title} intro={proof.intro} className="bg-card">
      <dl className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {proof.points.map((point) => (
          <div key={point.label} className="flex flex-col-reverse rounded-xl border p-6 text-center">
            <dt className="text-muted-foreground mt-1 text-sm">{point.label}</dt>
            <dd className="text-primary font-serif text-4xl font-semibold">{point.value}</dd>
          </div>
        ))}
      </dl>
      <ul className="mt-8 flex flex-wrap justify-center gap-4">
        {proof.badges.map((badge) => (
          <li key={badge} className="inline-flex items-center gap-2 text-sm font-medium">
            <ShieldCheck aria-hidden className="text-primary size-4" />
            {badge}
          </li>
        ))}
      </ul>
    </Section>
  );
}
