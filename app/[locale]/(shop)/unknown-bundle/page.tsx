import type { Metadata } from "next";

import { PageNotFound } from "@/components/layout/page-not-found";
import { notFoundCopy } from "@/content/copy/not-found";
import { resolvePageLocale, type LocaleParams } from "@/lib/i18n/page-locale";

type Props = { params: LocaleParams };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return { title: notFoundCopy[await resolvePageLocale(params)].metaTitle, robots: { index: false } };
}

/**
 * What an unknown bundle slug shows: the site's 404 message, prerendered once per language. server.mjs hands every
 * /bundles/<slug> the build did not prerender here and answers 404, `private, no-store`, like unknown products, so
 * junk slugs leave no entry per slug in Next.js's route cache.
 */
export default async function UnknownBundlePage({ params }: Props) {
  return <PageNotFound locale={await resolvePageLocale(params)} />;
}
