import type { Metadata } from "next";

import { ProductNotFound } from "@/components/product/product-not-found";
import { productMessages } from "@/content/messages/product";
import { resolvePageLocale, type LocaleParams } from "@/lib/i18n/page-locale";

type Props = { params: LocaleParams };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return { title: productMessages[await resolvePageLocale(params)].notFound.title, robots: { index: false } };
}

/**
 * What an unknown product slug shows: server.mjs hands every /products/<slug> (and /ar/products/<slug>) the build did
 * not prerender to this page, prerendered once per language at build time, and answers it with status 404 and
 * `Cache-Control: private, no-store`. So a junk slug costs no render, leaves nothing in the route cache, and no shared
 * cache may keep its answer.
 */
export default async function UnknownProductPage({ params }: Props) {
  return <ProductNotFound locale={await resolvePageLocale(params)} />;
}
