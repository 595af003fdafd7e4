import { brand } from "@/content/brand";
import { absoluteUrl } from "@/lib/seo/absolute-url";
import { JsonLd } from "./json-ld";

export function OrganizationJsonLd() {
  return (
    <JsonLd
      data={{
        "@type": "Organization",
        name: brand.name,
        legalName: brand.legalName,
        url: absoluteUrl("/"),
        logo: absoluteUrl("/icon.png"),
        email: brand.contactEmail,
        description: brand.description,
        areaServed: ["AE", "SA", "KW", "QA", "BH", "OM"],
        contactPoint: { "@type": "ContactPoint", contactType: "customer service", email: brand.contactEmail, availableLanguage: ["en"] },
      }}
    />
  );
}
