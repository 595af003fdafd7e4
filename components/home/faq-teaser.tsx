import { LocalizedLink as Link } from "@/components/i18n/localized-link";

import { Section } from "@/components/marketing/section";
import { FaqAccordion } from "@/components/policies/faq-accordion";
import { Button } from "@/components/ui/button";
import { homeCopy } from "@/content/copy/home";
import { faqGroupsIn } from "@/content/localized";
import { pageCheckoutOffer } from "@/lib/payments/checkout-offer";
import { getRequestLocale } from "@/lib/i18n/request-locale";

export async function FaqTeaser() {
  const locale = getRequestLocale();
  // One question from each group gives a taste of every topic.
  const teaserEntries = faqGroupsIn(locale, await pageCheckoutOffer()).flatMap((group) => group.entries.slice(0, 1));
  return (
    <Section id="faq" title={homeCopy[locale].faq.title} intro={homeCopy[locale].faq.intro}>
      <div className="mx-auto max-w-3xl">
        <FaqAccordion entries={teaserEntries} groupName="home-faq" />
        <div className="mt-8 text-center">
          <Button asChild variant="outline">
            <Link href="/faq">{homeCopy[locale].faq.cta}</Link>
          </Button>
        </div>
      </div>
    </Section>
  );
}
