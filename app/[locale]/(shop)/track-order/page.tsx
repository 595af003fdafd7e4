import type { Metadata } from "next";
import { connection } from "next/server";

import { PageHero } from "@/components/marketing/page-hero";
import { TrackOrderForm } from "@/components/orders/track-order-form";
import { BreadcrumbJsonLd } from "@/components/seo/breadcrumb-json-ld";
import { trackOrderMessages } from "@/content/messages/track-order";
import { resolvePageLocale, type LocaleParams } from "@/lib/i18n/page-locale";
import { pageMetadata } from "@/lib/seo/page-metadata";

type Props = { params: LocaleParams };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await resolvePageLocale(params);
  return pageMetadata({ locale, ...trackOrderMessages[locale].meta, path: "/track-order" });
}

/** Rendered per request: the lookup form handles shoppers' order data, so the page gets a script nonce (server.ts). */
export default async function TrackOrderPage({ params }: Props) {
  const locale = await resolvePageLocale(params);
  const { meta, hero } = trackOrderMessages[locale];
  await connection();
  return (
    <>
      <BreadcrumbJsonLd items={[{ path: "/" }, { name: meta.title, path: "/track-order" }]} />
      <PageHero {...hero} />
      <div className="mx-auto max-w-2xl px-4 py-12">
        <TrackOrderForm />
      </div>
    </>
  );
}
