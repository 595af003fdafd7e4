import type { Metadata } from "next";

import { LegalDocument } from "@/components/policies/legal-document";
import { BreadcrumbJsonLd } from "@/components/seo/breadcrumb-json-ld";
import { privacyCopy } from "@/content/copy/legal";
import { pageMetadata } from "@/lib/seo/page-metadata";

export const metadata: Metadata = pageMetadata({ ...privacyCopy.meta, path: "/privacy" });

export default function PrivacyPage() {
  return (
    <>
      <BreadcrumbJsonLd items={[{ name: "Home", path: "/" }, { name: privacyCopy.title, path: "/privacy" }]} />
      <LegalDocument {...privacyCopy} />
    </>
  );
}
