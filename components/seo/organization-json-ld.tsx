import { brandIn } from "@/content/localized";
import { localizedPath } from "@/lib/i18n/locales";
import { getRequestLocale } from "@/lib/i18n/request-locale";
import { absoluteUrl } from "@/lib/seo/absolute-url";
import { JsonLd } from "./json-ld";

export function OrganizationJsonLd() {
  const locale = getRequestLocale();
  const brand = brandIn(locale);
  return (
    <JsonLd
      data={{
        "@type": "Organization",
        name: brand.name,
        legalName: brand.legalName,
        url: absoluteUrl(localizedPath(locale, "/")),
        logo: absoluteUrl("/icon.png"),
        email: brand.contactEmail,
        description: brand.description,
        areaServed: ["AE", "SA", "KW", "QA", "BH", "OM"],
        contactPoint: {
          "@type": "ContactPoint",
          contactType: "customer service",
          email: brand.contactEmail,
          availableLanguage: ["en", "ar"],
        },
      }}
    />
  );
}
