import type { LegalSection } from "@/content/copy/en/legal";

type LegalDocumentProps = { title: string; lastUpdated: string; sections: readonly LegalSection[] };

export function LegalDocument({ title, lastUpdated, sections }: LegalDocumentProps) {
  return (
    <article className="mx-auto max-w-3xl px-4 py-14">
      <h1 className="text-4xl font-semibold">{title}</h1>
      <p className="text-muted-foreground mt-2 text-sm">{lastUpdated}</p>
      {sections.map((section) => (
        <section key={section.title} className="mt-10">
          <h2 className="text-2xl font-semibold">{section.title}</h2>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph} className="text-foreground/90 mt-3 leading-relaxed">
              {paragraph}
            </p>
          ))}
        </section>
      ))}
    </article>
  );
}
