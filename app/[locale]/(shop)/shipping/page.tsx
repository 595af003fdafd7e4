import type { Metadata } from "next";

import { PageHero } from "@/components/marketing/page-hero";
import { Section } from "@/components/marketing/section";
import { InfoList } from "@/components/policies/info-list";
import { PolicyCards } from "@/components/policies/policy-cards";
import { BreadcrumbJsonLd } from "@/components/seo/breadcrumb-json-ld";
import { shippingCopy } from "@/content/copy/shipping";
import { shopPromiseText } from "@/content/copy/shop-promises";
import { pageCheckoutOffer } from "@/lib/payments/checkout-offer";
import { resolvePageLocale, type LocaleParams } from "@/lib/i18n/page-locale";
import { pageMetadata } from "@/lib/seo/page-metadata";

type Props = { params: LocaleParams };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await resolvePageLocale(params);
  return pageMetadata({ locale, ...shippingCopy[locale].meta, path: "/shipping" });
}

export default async function ShippingPage({ params }: Props) {
  const locale = await resolvePageLocale(params);
  const copy = shippingCopy[locale];
  const promise = shopPromiseText(locale, await pageCheckoutOffer());
  return (
    <>
      <BreadcrumbJsonLd items={[{ path: "/" }, { path: "/shipping" }]} />
      <PageHero {...shippingCopy[locale].hero} />
      <Section id="options" title={shippingCopy[locale].options.title}>
        <PolicyCards cards={[...copy.options.items, ...promise.gcc.shippingCards]} />
      </Section>
      <div className="mx-auto grid max-w-6xl gap-6 px-4 pb-14 md:grid-cols-2">
        <InfoList
          id="guidelines"
          title={copy.guidelines.title}
          items={[...promise.delivery.rules, ...copy.guidelines.items]}
        />
        <InfoList
          id="notes"
          title={copy.notes.title}
          items={[...copy.notes.items.slice(0, 1), promise.payment.shippingNote, ...copy.notes.items.slice(1)]}
        />
      </div>
    </>
  );
}
