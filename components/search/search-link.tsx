import { Search } from "lucide-react";

import { LocalizedLink as Link } from "@/components/i18n/localized-link";
import { searchMessages } from "@/content/messages/search";
import type { Locale } from "@/lib/i18n/locales";

/** Where the header has no room for the box: a link to /search, which has one (and works without JavaScript). */
export function SearchLink({ locale }: { locale: Locale }) {
  return (
    <Link
      href="/search"
      aria-label={searchMessages[locale].openSearch}
      className="hover:bg-accent flex size-11 items-center justify-center rounded-md 2xl:hidden"
    >
      <Search aria-hidden className="size-5" />
    </Link>
  );
}
