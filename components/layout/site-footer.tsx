import { brandIn } from "@/content/localized";
import { layoutMessages } from "@/content/messages/layout";
import { localizedPath, type Locale } from "@/lib/i18n/locales";

/**
 * Plain HTML, links included: a footer link is a full page load rather than a client-side navigation, so the footer's
 * twenty-odd links add no component to hydrate, no viewport observer and no prefetch of pages few shoppers open.
 */
export function SiteFooter({ locale }: { locale: Locale }) {
  const { footer } = layoutMessages[locale];
  const brand = brandIn(locale);
  const columns = [
    { title: footer.shop, links: footer.anchors },
    { title: footer.help, links: footer.links.help },
    { title: footer.company, links: footer.links.company },
    { title: footer.legal, links: footer.links.legal },
  ];
  return (
    <footer className="mt-16 border-t bg-secondary/40">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-12 sm:grid-cols-2 lg:grid-cols-5">
        <div className="lg:col-span-1">
          <p className="font-serif text-lg font-semibold text-primary">{brand.name}</p>
          <p className="mt-2 text-sm text-muted-foreground">{brand.tagline}</p>
          <a href={`mailto:${brand.contactEmail}`} className="mt-2 inline-block text-sm underline">
            {brand.contactEmail}
          </a>
        </div>
        {columns.map((column) => (
          <nav key={column.title} aria-label={column.title}>
            <h2 className="font-sans text-sm font-semibold">{column.title}</h2>
            <ul className="mt-3 space-y-2">
              {column.links.map((link) => (
                <li key={link.href}>
                  <a href={localizedPath(locale, link.href)} className="text-sm text-muted-foreground hover:text-foreground">
                    {link.label}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <p className="border-t py-4 text-center text-xs text-muted-foreground">{footer.rights(2026, brand.legalName)}</p>
    </footer>
  );
}
