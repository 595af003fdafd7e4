import type { Metadata } from "next";

import { NotFoundStatus } from "@/components/layout/not-found-status";
import { PageNotFound } from "@/components/layout/page-not-found";
import { notFoundCopy } from "@/content/copy/not-found";
import { resolvePageLocale, type LocaleParams } from "@/lib/i18n/page-locale";

type Props = { params: LocaleParams };

/**
 * No path is known in advance, but an (empty) list makes Next.js render each unknown path like a prerendered page:
 * whole, before anything is sent, so NotFoundStatus can still turn the answer into a 404. A purely dynamic page starts
 * streaming with status 200 first. Unknown product paths (products/[slug]) are answered the same way.
 */
export function generateStaticParams(): { locale: string; missing: string[] }[] {
  return [];
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  // No robots entry: Next.js adds noindex itself to every page answered with 404.
  return { title: notFoundCopy[await resolvePageLocale(params)].metaTitle };
}

/**
 * Any path under a locale that matches no page: the 404 in that language, inside its own layout (lang, dir, header).
 * The message is rendered here and NotFoundStatus sets the status, so the HTML carries it without JavaScript (a
 * bare notFound() in an on-demand render would ship an empty error document, see not-found-status.tsx).
 */
export default async function MissingPage({ params }: Props) {
  const locale = await resolvePageLocale(params);
  return (
    <>
      <PageNotFound locale={locale} />
      <NotFoundStatus />
    </>
  );
}
