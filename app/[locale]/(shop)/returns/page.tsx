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
import { faqGroupIn } from "@/content/localized";
import { pageCheckoutOffer } from "@/lib/payments/checkout-offer";
import { resolvePageLocale, type LocaleParams } from "@/lib/i18n/page-locale";
import { pageMetadata } from "@/lib/seo/page-metadata";

type Props = { params: LocaleParams };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await resolvePageLocale(params);
  return pageMetadata({ locale, ...returnsCopy[locale].meta, path: "/returns" });
}

export default async function ReturnsPage({ params }: Props) {
  const locale = await resolvePageLocale(params);
  return (
    <>
      <BreadcrumbJsonLd items={[{ path: "/" }, { path: "/returns" }]} />
      <PageHero {...returnsCopy[locale].hero} />
      <Section id="policy" title={returnsCopy[locale].cardsTitle}>
        <PolicyCards cards={returnsCopy[locale].cards} />
      </Section>
      <div className="mx-auto grid max-w-6xl gap-6 px-4 md:grid-cols-2">
        <InfoList id="conditions" {...returnsCopy[locale].conditions} />
        <RefundTiming />
      </div>
      <ReturnSteps />
      <Section id="returns-faq" title={returnsCopy[locale].faqTitle} className="max-w-3xl pt-0">
        <FaqAccordion
          entries={faqGroupIn("returns-support", locale, await pageCheckoutOffer()).entries}
          groupName="returns-faq"
        />
      </Section>
    </>
  );
}
