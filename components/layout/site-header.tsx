import { LocalizedLink as Link } from "@/components/i18n/localized-link";

import { brand } from "@/content/brand";
import { navigation, layoutMessages } from "@/content/messages/layout";
import { CartLink } from "@/components/cart/cart-link";
import { CurrencySelect } from "@/components/currency/currency-select";
import { LanguageSwitch } from "@/components/i18n/language-switch";
import { SearchForm } from "@/components/search/search-form";
import { SearchLink } from "@/components/search/search-link";
import { localizedPath, type Locale } from "@/lib/i18n/locales";
import { AccountLink } from "./account-link";
import { MobileNav } from "./mobile-nav";

type SiteHeaderProps = { locale: Locale };

export function SiteHeader({ locale }: SiteHeaderProps) {
  return (
    <header className="bg-background/95 supports-[backdrop-filter]:bg-background/80 sticky top-0 z-40 border-b backdrop-blur">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-2 px-3 sm:gap-4 sm:px-4">
        <MobileNav />
        <Link
          href={localizedPath(locale, "/")}
          className="text-primary font-serif text-lg font-semibold whitespace-nowrap sm:text-xl"
          data-testid="site-logo"
        >
          {brand.name}
        </Link>
        <nav aria-label={layoutMessages[locale].mainNavigation} className="ms-auto hidden lg:block">
          <ul className="flex items-center gap-1">
            {navigation[locale].map((item) => (
              <li key={item.href}>
                <Link
                  href={localizedPath(locale, item.href)}
                  className="hover:bg-accent rounded-md px-3 py-2 text-sm font-medium"
                >
                  {item.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <SearchForm locale={locale} idPrefix="header-search" className="hidden w-56 2xl:ms-2 2xl:block" />
        <div className="ms-auto flex items-center gap-0 sm:gap-1 lg:ms-2">
          <SearchLink locale={locale} />
          <LanguageSwitch />
          <CurrencySelect />
          <AccountLink locale={locale} />
          <CartLink />
        </div>
      </div>
    </header>
  );
}
