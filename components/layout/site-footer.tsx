import { CookieSettingsLink } from "@/components/analytics/cookie-settings-link";
import { brandIn } from "@/content/localized";
import { merchantIdentityIn } from "@/content/merchant-identity";
import { layoutMessages } from "@/content/messages/layout";
import { cartMessages } from "@/content/messages/cart";
import { merchantMessages } from "@/content/messages/merchant";
import { priceTaxNote } from "@/lib/tax/shop-vat";
import { shopVatSettings } from "@/lib/tax/shop-prices";
import { localizedPath, type Locale } from "@/lib/i18n/locales";

/**
 * Plain HTML, links included: a footer link is a full page load rather than a client-side navigation, so the footer's
 * twenty-odd links add no component to hydrate, no viewport observer and no prefetch of pages few shoppers open.
 */
export function SiteFooter({ locale }: { locale: Locale }) {
  const { footer } = layoutMessages[locale];
  const brand = brandIn(locale);
  const identity = merchantIdentityIn(locale);
  const merchantText = merchantMessages[locale];
  // One note for every price on every page (cards, the home page): the shop's own prices, so not under Shopify.
  const vatSettings = shopVatSettings();
  const taxNote = vatSettings ? priceTaxNote(vatSettings, cartMessages[locale].taxNote) : null;
  // The sentence adds its own full stop: "… L.L.C. All rights reserved.", not "L.L.C..".
  const rightsHolder = identity.legalName.replace(/\.$/, "");
  const columns = [
    { title: footer.shop, links: footer.anchors },
    { title: footer.help, links: footer.links.help },
    { title: footer.company, links: footer.links.company },
    { title: footer.legal, links: footer.links.legal },
  ];
  return (
    <footer className="bg-secondary/40 mt-16 border-t">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-12 sm:grid-cols-2 lg:grid-cols-5">
        <div className="lg:col-span-1">
          <p className="text-primary font-serif text-lg font-semibold">{brand.name}</p>
          <p className="text-muted-foreground mt-2 text-sm">{brand.tagline}</p>
          <a href={`mailto:${brand.contactEmail}`} className="mt-2 inline-block text-sm underline">
            {brand.contactEmail}
          </a>
        </div>
        {columns.map((column) => (
          <nav key={column.title} aria-label={column.title}>
            <h2 className="font-sans text-sm font-semibold">{column.title}</h2>
            <ul className="mt-3 space-y-0.5">
              {column.links.map((link) => (
                <li key={link.href}>
                  <a
                    href={localizedPath(locale, link.href)}
                    className="text-muted-foreground hover:text-foreground inline-block py-1.5 text-sm"
                  >
                    {link.label}
                  </a>
                </li>
              ))}
              {column.title === footer.legal ? (
                <li>
                  <CookieSettingsLink
                    href={localizedPath(locale, "/privacy")}
                    label={merchantText.cookieSettings}
                    className="text-muted-foreground hover:text-foreground inline-block py-1.5 text-sm"
                  />
                </li>
              ) : null}
            </ul>
          </nav>
        ))}
      </div>
      {/* Who sells (UAE e-commerce law: the merchant's identity and contact), from content/merchant.ts. */}
      <address
        aria-label={merchantText.heading}
        className="text-muted-foreground mx-auto max-w-7xl border-t px-4 py-4 text-xs leading-relaxed not-italic"
      >
        <span className="text-foreground font-semibold">{identity.legalName}</span> · {identity.tradeLicence}
        {identity.trn ? <> · {identity.trn}</> : null}
        {taxNote ? <> · {taxNote}</> : null}
        <br />
        {identity.address.join(locale === "ar" ? "، " : ", ")} ·{" "}
        <a href={`mailto:${identity.email}`} className="underline">
          {identity.email}
        </a>{" "}
        ·{" "}
        <a href={`tel:${identity.phone}`} dir="ltr" className="underline">
          {identity.phone}
        </a>
      </address>
      <p className="text-muted-foreground border-t py-4 text-center text-xs">{footer.rights(2026, rightsHolder)}</p>
    </footer>
  );
}
