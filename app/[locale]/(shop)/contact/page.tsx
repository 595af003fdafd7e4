import type { Metadata } from "next";
import Link from "next/link";

import { ContactDetails } from "@/components/contact/contact-details";
import { ContactFormSection } from "@/components/contact/contact-form-section";
import { PageHero } from "@/components/marketing/page-hero";
import { BreadcrumbJsonLd } from "@/components/seo/breadcrumb-json-ld";
import { contactCopy } from "@/content/copy/contact";
import { localizedPath } from "@/lib/i18n/locales";
import { resolvePageLocale, type LocaleParams } from "@/lib/i18n/page-locale";
import { pageMetadata } from "@/lib/seo/page-metadata";

type Props = { params: LocaleParams };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await resolvePageLocale(params);
  return pageMetadata({ locale, ...contactCopy[locale].meta, path: "/contact" });
}

export default async function ContactPage({ params }: Props) {
  const locale = await resolvePageLocale(params);
  return (
    <>
      <BreadcrumbJsonLd items={[{ path: "/" }, { path: "/contact" }]} />
      <PageHero {...contactCopy[locale].hero} />
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-14 lg:grid-cols-[3fr_2fr]">
        <ContactFormSection />
        <ContactDetails />
      </div>
      <p className="pb-6 text-center">
        {contactCopy[locale].faqLink.text}{" "}
        <Link href={localizedPath(locale, "/faq")} className="text-primary underline underline-offset-4">
          {contactCopy[locale].faqLink.cta}
        </Link>
      </p>
    </>
  );
}
