import Link from "next/link";

import { Section } from "@/components/marketing/section";
import { FaqAccordion } from "@/components/policies/faq-accordion";
import { Button } from "@/components/ui/button";
import { homeCopy } from "@/content/copy/home";
import { faqGroups } from "@/content/faq";

/** One question from each group gives a taste of every topic. */
const teaserEntries = faqGroups.flatMap((group) => group.entries.slice(0, 1));

export function FaqTeaser() {
  return (
    <Section id="faq" title={homeCopy.faq.title} intro={homeCopy.faq.intro}>
      <div className="mx-auto max-w-3xl">
        <FaqAccordion entries={teaserEntries} idPrefix="home-faq" />
        <div className="mt-8 text-center">
          <Button asChild variant="outline">
            <Link href="/faq">{homeCopy.faq.cta}</Link>
          </Button>
        </div>
      </div>
    </Section>
  );
}
