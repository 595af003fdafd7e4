import type { Metadata } from "next";

import { LegalDocument } from "@/components/policies/legal-document";
import { BreadcrumbJsonLd } from "@/components/seo/breadcrumb-json-ld";
import { termsCopy } from "@/content/copy/legal";
import { pageMetadata } from "@/lib/seo/page-metadata";

export const metadata: Metadata = pageMetadata({
  ...termsCopy.meta,
  path: "/terms",
  robots: { index: true, follow: true },
});

export default function TermsPage() {
  return (
    <>
      <BreadcrumbJsonLd items={[{ name: "Home", path: "/" }, { name: termsCopy.title, path: "/terms" }]} />
      <LegalDocument {...termsCopy} />
    </>
  );
}
