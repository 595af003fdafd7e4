import type { Metadata } from "next";

import { LegalDocument } from "@/components/policies/legal-document";
import { BreadcrumbJsonLd } from "@/components/seo/breadcrumb-json-ld";
import { privacyCopy } from "@/content/copy/legal";
import { shopPromiseText, withPromiseSentences } from "@/content/copy/shop-promises";
import { pageCheckoutOffer } from "@/lib/payments/checkout-offer";
import { resolvePageLocale, type LocaleParams } from "@/lib/i18n/page-locale";
import { pageMetadata } from "@/lib/seo/page-metadata";

type Props = { params: LocaleParams };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await resolvePageLocale(params);
  return pageMetadata({ locale, ...privacyCopy[locale].meta, path: "/privacy" });
}

export default async function PrivacyPage({ params }: Props) {
  const locale = await resolvePageLocale(params);
  return (
    <>
      <BreadcrumbJsonLd items={[{ path: "/" }, { name: privacyCopy[locale].title, path: "/privacy" }]} />
      <LegalDocument
        {...privacyCopy[locale]}
        sections={withPromiseSentences(
          privacyCopy[locale].sections,
          shopPromiseText(locale, await pageCheckoutOffer()),
        )}
      />
    </>
  );
}
