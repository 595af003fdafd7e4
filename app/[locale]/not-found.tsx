import type { Metadata } from "next";

import { PageNotFound } from "@/components/layout/page-not-found";
import { notFoundCopy } from "@/content/copy/not-found";
import { rootLocale } from "@/lib/i18n/root-locale";

export async function generateMetadata(): Promise<Metadata> {
  return { title: notFoundCopy[await rootLocale()].metaTitle };
}

export default async function NotFound() {
  return <PageNotFound locale={await rootLocale()} />;
}
