import { Section } from "@/components/marketing/section";
import { aboutCopy } from "@/content/copy/about";
import { getRequestLocale } from "@/lib/i18n/request-locale";

export function ValuesGrid() {
  const locale = getRequestLocale();
  return (
    <Section id="values" title={aboutCopy[locale].values.title}>
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {aboutCopy[locale].values.items.map((value) => (
          <li key={value.title} className="bg-card rounded-xl border p-6">
            <h3 className="text-lg font-semibold">{value.title}</h3>
            <p className="text-muted-foreground mt-2 text-sm">{value.text}</p>
          </li>
        ))}
      </ul>
    </Section>
  );
}
