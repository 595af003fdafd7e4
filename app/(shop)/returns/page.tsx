import type { Metadata } from "next";

import { PageHero } from "@/components/marketing/page-hero";
import { Section } from "@/components/marketing/section";
import { FaqAccordion } from "@/components/policies/faq-accordion";
import { InfoList } from "@/components/policies/info-list";
import { PolicyCards } from "@/components/policies/policy-cards";
import { RefundTiming } from "@/components/policies/refund-timing";
import { ReturnSteps } from "@/components/policies/return-steps";
import { BreadcrumbJsonLd } from "@/components/seo/breadcrumb-json-ld";
import { returnsCopy } from "@/content/copy/returns";
import { getFaqGroup } from "@/content/faq";
import { pageMetadata } from "@/lib/seo/page-metadata";

export const metadata: Metadata = pageMetadata({ ...returnsCopy.meta, path: "/returns" });

export default function ReturnsPage() {
  return (
    <>
      <BreadcrumbJsonLd items={[{ name: "Home", path: "/" }, { name: "Returns", path: "/returns" }]} />
      <PageHero {...returnsCopy.hero} />
      <Section id="policy" title={returnsCopy.cardsTitle}>
        <PolicyCards cards={returnsCopy.cards} />
      </Section>
      <div className="mx-auto grid max-w-6xl gap-6 px-4 md:grid-cols-2">
        <InfoList id="conditions" {...returnsCopy.conditions} />
        <RefundTiming />
      </div>
      <ReturnSteps />
      <Section id="returns-faq" title={returnsCopy.faqTitle} className="max-w-3xl pt-0">
        <FaqAccordion entries={getFaqGroup("returns-support").entries} idPrefix="returns-faq" />
      </Section>
    </>
  );
}
