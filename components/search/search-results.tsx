import { SearchX } from "lucide-react";

import { LocalizedLink as Link } from "@/components/i18n/localized-link";
import { EmptyState } from "@/components/layout/empty-state";
import { Thumbnail } from "@/components/media/thumbnail";
import { searchMessages, searchPage } from "@/content/messages/search";
import type { Locale } from "@/lib/i18n/locales";
import type { SearchHit } from "@/lib/search";

type SearchResultsProps = { locale: Locale; query: string; hits: SearchHit[] };

/** /search's answer: the hits as links with their picture and summary, or "nothing found" and the collection. */
export function SearchResults({ locale, query, hits }: SearchResultsProps) {
  const texts = searchPage[locale];
  if (hits.length === 0)
    return (
      <EmptyState
        icon={SearchX}
        headingLevel={2}
        title={texts.noResultsTitle(query)}
        text={texts.noResultsText}
        actions={[{ href: "/collection", label: texts.browseCollection }]}
      />
    );
  return (
    <section aria-labelledby="search-results-heading">
      <h2 id="search-results-heading" className="text-xl font-semibold">
        {texts.resultsFor(query, hits.length)}
      </h2>
      <ul className="mt-6 flex flex-col gap-4">
        {hits.map((hit) => (
          <li key={hit.href}>
            <Link
              href={hit.href}
              className="bg-card hover:bg-accent flex items-center gap-4 rounded-xl border p-4 shadow-sm"
            >
              <Thumbnail src={hit.image} size={96} className="size-20 shrink-0 rounded-lg object-cover sm:size-24" />
              <span className="flex flex-col gap-1">
                <span className="text-muted-foreground text-xs font-medium uppercase">
                  {hit.kind === "bundle" ? searchMessages[locale].bundleKind : searchMessages[locale].productKind}
                </span>
                <span className="text-lg font-semibold">{hit.title}</span>
                <span className="text-muted-foreground text-sm">{hit.summary}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
