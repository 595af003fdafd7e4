import type { Metadata } from "next";
import Link from "next/link";

import { PageHero } from "@/components/marketing/page-hero";
import { FaqGroups } from "@/components/policies/faq-groups";
import { BreadcrumbJsonLd } from "@/components/seo/breadcrumb-json-ld";
import { JsonLd } from "@/components/seo/json-ld";
import { Button } from "@/components/ui/button";
import { faqPageCopy } from "@/content/copy/faq-page";
import { faqGroups } from "@/content/faq";
import { pageMetadata } from "@/lib/seo/page-metadata";

export const metadata: Metadata = pageMetadata({ ...faqPageCopy.meta, path: "/faq" });

const { stillQuestions } = faqPageCopy;

export default function FaqPage() {
  return (
    <>
      <BreadcrumbJsonLd items={[{ name: "Home", path: "/" }, { name: "FAQ", path: "/faq" }]} />
      <JsonLd
        data={{
          "@type": "FAQPage",
          mainEntity: faqGroups.flatMap((group) =>
            group.entries.map((entry) => ({ "@type": "Question", name: entry.question, acceptedAnswer: { "@type": "Answer", text: entry.answer } })),
          ),
        }}
      />
      <PageHero {...faqPageCopy.hero} />
      <FaqGroups groups={faqGroups} />
      <section aria-labelledby="still-questions-heading" className="mx-auto max-w-3xl px-4 pb-6 text-center">
        <h2 id="still-questions-heading" className="text-2xl font-semibold">
          {stillQuestions.title}
        </h2>
        <p className="mt-2 text-muted-foreground">{stillQuestions.text}</p>
        <div className="mt-6 flex flex-wrap justify-center gap-3">
          <Button asChild>
            <a href={`mailto:${stillQuestions.address}`}>{stillQuestions.email(stillQuestions.address)}</a>
          </Button>
          <Button asChild variant="outline">
            <Link href="/contact">{stillQuestions.contact}</Link>
          </Button>
        </div>
      </section>
    </>
  );
}
