import type { Metadata } from "next";

import { PageAlert } from "@/components/layout/page-alert";
import { PageHero } from "@/components/marketing/page-hero";
import { SearchForm } from "@/components/search/search-form";
import { SearchResults } from "@/components/search/search-results";
import { searchPage } from "@/content/messages/search";
import { resolvePageLocale, type LocaleParams } from "@/lib/i18n/page-locale";
import { getClientAddress } from "@/lib/rate-limit/client-address";
import { rateLimits } from "@/lib/rate-limit/limits";
import { searchCatalogue } from "@/lib/search";
import { privatePageMetadata } from "@/lib/seo/page-metadata";
import { searchQueryTextSchema } from "@/lib/validations/search";

type Props = { params: LocaleParams; searchParams: Promise<{ q?: string | string[] }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await resolvePageLocale(params);
  // Result pages are endless variations of the collection: kept out of search engines' indexes.
  return privatePageMetadata({ locale, ...searchPage[locale].meta, path: "/search" });
}

/** Rendered per request (the query); the header's search box posts here, with or without JavaScript. */
export default async function SearchPage({ params, searchParams }: Props) {
  const locale = await resolvePageLocale(params);
  const { q } = await searchParams;
  const query = searchQueryTextSchema.parse(Array.isArray(q) ? q[0] : (q ?? ""));
  const texts = searchPage[locale];
  const limit = query ? await rateLimits.searchByClient.consume(await getClientAddress()) : null;
  const hits = limit?.ok ? await searchCatalogue(query, locale) : [];
  return (
    <>
      <PageHero title={texts.heading} intro={query ? undefined : texts.prompt} />
      <div className="mx-auto flex max-w-3xl flex-col gap-8 px-4 py-10">
        <SearchForm locale={locale} idPrefix="page-search" defaultValue={query} landmarkLabel={texts.formLabel} />
        <PageAlert message={limit && !limit.ok ? texts.tooMany : null} />
        {limit?.ok ? <SearchResults locale={locale} query={query} hits={hits} /> : null}
      </div>
    </>
  );
}
