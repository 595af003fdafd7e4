import type { Metadata } from "next";
import Link from "next/link";

import { PageHero } from "@/components/marketing/page-hero";
import { FaqGroups } from "@/components/policies/faq-groups";
import { BreadcrumbJsonLd } from "@/components/seo/breadcrumb-json-ld";
import { JsonLd } from "@/components/seo/json-ld";
import { Button } from "@/components/ui/button";
import { faqPageCopy } from "@/content/copy/faq-page";
import { faqGroupsIn } from "@/content/localized";
import { pageCheckoutOffer } from "@/lib/payments/checkout-offer";
import { localizedPath } from "@/lib/i18n/locales";
import { resolvePageLocale, type LocaleParams } from "@/lib/i18n/page-locale";
import { pageMetadata } from "@/lib/seo/page-metadata";

type Props = { params: LocaleParams };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await resolvePageLocale(params);
  return pageMetadata({ locale, ...faqPageCopy[locale].meta, path: "/faq" });
}

export default async function FaqPage({ params }: Props) {
  const locale = await resolvePageLocale(params);
  const { stillQuestions } = faqPageCopy[locale];
  const faqGroups = faqGroupsIn(locale, await pageCheckoutOffer());
  return (
    <>
      <BreadcrumbJsonLd items={[{ path: "/" }, { path: "/faq" }]} />
      <JsonLd
        data={{
          "@type": "FAQPage",
          mainEntity: faqGroups.flatMap((group) =>
            group.entries.map((entry) => ({
              "@type": "Question",
              name: entry.question,
              acceptedAnswer: { "@type": "Answer", text: entry.answer },
            })),
          ),
        }}
      />
      <PageHero {...faqPageCopy[locale].hero} />
      <FaqGroups groups={faqGroups} />
      <section aria-labelledby="still-questions-heading" className="mx-auto max-w-3xl px-4 pb-6 text-center">
        <h2 id="still-questions-heading" className="text-2xl font-semibold">
          {stillQuestions.title}
        </h2>
        <p className="text-muted-foreground mt-2">{stillQuestions.text}</p>
        <div className="mt-6 flex flex-wrap justify-center gap-3">
          <Button asChild>
            <a href={`mailto:${stillQuestions.address}`}>{stillQuestions.email(stillQuestions.address)}</a>
          </Button>
          <Button asChild variant="outline">
            <Link href={localizedPath(locale, "/contact")}>{stillQuestions.contact}</Link>
          </Button>
        </div>
      </section>
    </>
  );
}
