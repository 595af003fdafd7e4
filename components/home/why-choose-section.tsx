import { FlaskConical, HeartHandshake, Leaf, Sun } from "lucide-react";

import { Section } from "@/components/marketing/section";
import { homeCopy } from "@/content/copy/home";
import { getRequestLocale } from "@/lib/i18n/request-locale";

const icons = [Leaf, FlaskConical, HeartHandshake, Sun];

export function WhyChooseSection() {
  const locale = getRequestLocale();
  const { whyChoose } = homeCopy[locale];
  return (
    <Section id="about" title={whyChoose.title} intro={whyChoose.intro}>
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {whyChoose.reasons.map((reason, index) => {
          const Icon = icons[index % icons.length] ?? Leaf;
          return (
            <li key={reason.title} className="bg-card rounded-xl border p-6">
              <Icon aria-hidden className="text-primary size-8" />
              <h3 className="mt-4 text-lg font-semibold">{reason.title}</h3>
              <p className="text-muted-foreground mt-2 text-sm">{reason.text}</p>
            </li>
          );
        })}
      </ul>
      <dl className="mt-10 grid gap-6 text-center sm:grid-cols-3">
        {whyChoose.stats.map((stat) => (
          <div key={stat.label} className="flex flex-col-reverse">
            <dt className="text-muted-foreground text-sm">{stat.label}</dt>
            <dd className="text-primary font-serif text-4xl font-semibold">{stat.value}</dd>
          </div>
        ))}
      </dl>
    </Section>
  );
}
