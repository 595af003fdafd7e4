import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from "@/components/ui/accordion";
import type { FaqEntry } from "@/content/schema";

type FaqAccordionProps = { entries: FaqEntry[]; idPrefix: string };

export function FaqAccordion({ entries, idPrefix }: FaqAccordionProps) {
  return (
    <Accordion type="single" collapsible className="rounded-xl border bg-card px-5">
      {entries.map((entry, index) => (
        <AccordionItem key={entry.question} value={`${idPrefix}-${index}`}>
          <AccordionTrigger className="text-base">{entry.question}</AccordionTrigger>
          <AccordionContent className="text-muted-foreground">{entry.answer}</AccordionContent>
        </AccordionItem>
      ))}
    </Accordion>
  );
}
