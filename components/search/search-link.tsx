import { Search } from "lucide-react";

import { LocalizedLink as Link } from "@/components/i18n/localized-link";
import { searchMessages } from "@/content/messages/search";
import type { Locale } from "@/lib/i18n/locales";

/**
 * Where the header has no room for the box: a link to /search, which has one (and works without JavaScript). Not on
 * phones, whose header has no room for it either (390 px holds the menu, logo, language, currency, account and cart
 * exactly): there the box is the first thing in the menu.
 */
export function SearchLink({ locale }: { locale: Locale }) {
  return (
    <Link
      href="/search"
      aria-label={searchMessages[locale].openSearch}
      className="hover:bg-accent hidden size-11 items-center justify-center rounded-md sm:flex 2xl:hidden"
    >
      <Search aria-hidden className="size-5" />
    </Link>
  );
}
