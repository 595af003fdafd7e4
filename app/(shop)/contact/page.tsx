import type { Metadata } from "next";
import Link from "next/link";

import { ContactDetails } from "@/components/contact/contact-details";
import { ContactFormSection } from "@/components/contact/contact-form-section";
import { PageHero } from "@/components/marketing/page-hero";
import { BreadcrumbJsonLd } from "@/components/seo/breadcrumb-json-ld";
import { contactCopy } from "@/content/copy/contact";
import { pageMetadata } from "@/lib/seo/page-metadata";

export const metadata: Metadata = pageMetadata({ ...contactCopy.meta, path: "/contact" });

export default function ContactPage() {
  return (
    <>
      <BreadcrumbJsonLd items={[{ name: "Home", path: "/" }, { name: "Contact", path: "/contact" }]} />
      <PageHero {...contactCopy.hero} />
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-14 lg:grid-cols-[3fr_2fr]">
        <ContactFormSection />
        <ContactDetails />
      </div>
      <p className="pb-6 text-center">
        {contactCopy.faqLink.text}{" "}
        <Link href="/faq" className="text-primary underline underline-offset-4">
          {contactCopy.faqLink.cta}
        </Link>
      </p>
    </>
  );
}
