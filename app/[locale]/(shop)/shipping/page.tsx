import type { Metadata } from "next";

import { PageHero } from "@/components/marketing/page-hero";
import { Section } from "@/components/marketing/section";
import { InfoList } from "@/components/policies/info-list";
import { PolicyCards } from "@/components/policies/policy-cards";
import { BreadcrumbJsonLd } from "@/components/seo/breadcrumb-json-ld";
import { shippingCopy } from "@/content/copy/shipping";
import { resolvePageLocale, type LocaleParams } from "@/lib/i18n/page-locale";
import { pageMetadata } from "@/lib/seo/page-metadata";

type Props = { params: LocaleParams };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await resolvePageLocale(params);
  return pageMetadata({ locale, ...shippingCopy[locale].meta, path: "/shipping" });
}

export default async function ShippingPage({ params }: Props) {
  const locale = await resolvePageLocale(params);
  return (
    <>
      <BreadcrumbJsonLd items={[{ path: "/" }, { path: "/shipping" }]} />
      <PageHero {...shippingCopy[locale].hero} />
      <Section id="options" title={shippingCopy[locale].options.title}>
        <PolicyCards cards={shippingCopy[locale].options.items} />
      </Section>
      <div className="mx-auto grid max-w-6xl gap-6 px-4 pb-14 md:grid-cols-2">
        <InfoList id="guidelines" {...shippingCopy[locale].guidelines} />
        <InfoList id="notes" {...shippingCopy[locale].notes} />
      </div>
    </>
  );
}
