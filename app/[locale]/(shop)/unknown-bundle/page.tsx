import type { Metadata } from "next";

import { NotFoundStatus } from "@/components/layout/not-found-status";
import { PageNotFound } from "@/components/layout/page-not-found";
import { notFoundCopy } from "@/content/copy/not-found";
import { resolvePageLocale, type LocaleParams } from "@/lib/i18n/page-locale";

type Props = { params: LocaleParams };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  // No robots entry: Next.js adds noindex itself to every page answered with 404 (NotFoundStatus below).
  return { title: notFoundCopy[await resolvePageLocale(params)].metaTitle };
}

/**
 * What an unknown bundle slug shows: the site's 404 message, prerendered once per language with status 404.
 * next.config.ts rewrites every /bundles/<slug> the build does not prerender here, answered `private, no-store`, like
 * unknown products, so junk slugs leave no entry per slug in Next.js's route cache.
 */
export default async function UnknownBundlePage({ params }: Props) {
  return (
    <>
      <PageNotFound locale={await resolvePageLocale(params)} />
      <NotFoundStatus />
    </>
  );
}
