import type { Metadata } from "next";

import { NotFoundStatus } from "@/components/layout/not-found-status";
import { ProductNotFound } from "@/components/product/product-not-found";
import { productMessages } from "@/content/messages/product";
import { resolvePageLocale, type LocaleParams } from "@/lib/i18n/page-locale";

type Props = { params: LocaleParams };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  // No robots entry: Next.js adds noindex itself to every page answered with 404 (NotFoundStatus below).
  return { title: productMessages[await resolvePageLocale(params)].notFound.title };
}

/**
 * What an unknown product slug shows: next.config.ts rewrites every /products/<slug> (and /ar/products/<slug>) the
 * build does not prerender to this page, prerendered once per language at build time with status 404 (NotFoundStatus)
 * and answered `Cache-Control: private, no-store` (lib/http/unknown-catalogue-path.ts). So a junk slug costs no
 * render, leaves nothing in the route cache, and no shared cache may keep its answer.
 */
export default async function UnknownProductPage({ params }: Props) {
  return (
    <>
      <ProductNotFound locale={await resolvePageLocale(params)} />
      <NotFoundStatus />
    </>
  );
}
