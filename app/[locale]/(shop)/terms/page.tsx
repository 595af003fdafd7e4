import type { Metadata } from "next";

import { LegalDocument } from "@/components/policies/legal-document";
import { BreadcrumbJsonLd } from "@/components/seo/breadcrumb-json-ld";
import { termsCopy } from "@/content/copy/legal";
import { shopPromiseText, withPromiseSentences } from "@/content/copy/shop-promises";
import { merchantIdentitySection } from "@/content/merchant-identity";
import { pageCheckoutOffer } from "@/lib/payments/checkout-offer";
import { resolvePageLocale, type LocaleParams } from "@/lib/i18n/page-locale";
import { pageMetadata } from "@/lib/seo/page-metadata";

type Props = { params: LocaleParams };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await resolvePageLocale(params);
  return pageMetadata({ locale, ...termsCopy[locale].meta, path: "/terms", robots: { index: true, follow: true } });
}

export default async function TermsPage({ params }: Props) {
  const locale = await resolvePageLocale(params);
  return (
    <>
      <BreadcrumbJsonLd items={[{ path: "/" }, { name: termsCopy[locale].title, path: "/terms" }]} />
      <LegalDocument
        {...termsCopy[locale]}
        sections={[
          merchantIdentitySection(locale),
          ...withPromiseSentences(termsCopy[locale].sections, shopPromiseText(locale, await pageCheckoutOffer())),
        ]}
      />
    </>
  );
}
