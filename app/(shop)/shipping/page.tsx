import type { Metadata } from "next";

import { PageHero } from "@/components/marketing/page-hero";
import { Section } from "@/components/marketing/section";
import { InfoList } from "@/components/policies/info-list";
import { PolicyCards } from "@/components/policies/policy-cards";
import { BreadcrumbJsonLd } from "@/components/seo/breadcrumb-json-ld";
import { shippingCopy } from "@/content/copy/shipping";
import { pageMetadata } from "@/lib/seo/page-metadata";

export const metadata: Metadata = pageMetadata({ ...shippingCopy.meta, path: "/shipping" });

export default function ShippingPage() {
  return (
    <>
      <BreadcrumbJsonLd items={[{ name: "Home", path: "/" }, { name: "Shipping", path: "/shipping" }]} />
      <PageHero {...shippingCopy.hero} />
      <Section id="options" title={shippingCopy.options.title}>
        <PolicyCards cards={shippingCopy.options.items} />
      </Section>
      <div className="mx-auto grid max-w-6xl gap-6 px-4 pb-14 md:grid-cols-2">
        <InfoList id="guidelines" {...shippingCopy.guidelines} />
        <InfoList id="notes" {...shippingCopy.notes} />
      </div>
    </>
  );
}
