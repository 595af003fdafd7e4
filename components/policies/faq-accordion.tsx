import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from "@/components/ui/accordion";
import type { FaqEntry } from "@/content/schema";

type FaqAccordionProps = { entries: FaqEntry[]; groupName: string };

export function FaqAccordion({ entries, groupName }: FaqAccordionProps) {
  return (
    <Accordion className="bg-card rounded-xl border px-5">
      {entries.map((entry) => (
        <AccordionItem key={entry.question} name={groupName}>
          <AccordionTrigger className="text-base">{entry.question}</AccordionTrigger>
          <AccordionContent className="text-muted-foreground">{entry.answer}</AccordionContent>
        </AccordionItem>
      ))}
    </Accordion>
  );
}
