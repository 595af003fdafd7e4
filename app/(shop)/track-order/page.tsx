import type { Metadata } from "next";
import { connection } from "next/server";

import { PageHero } from "@/components/marketing/page-hero";
import { TrackOrderForm } from "@/components/orders/track-order-form";
import { BreadcrumbJsonLd } from "@/components/seo/breadcrumb-json-ld";
import { trackOrderMessages } from "@/content/messages/en/track-order";
import { pageMetadata } from "@/lib/seo/page-metadata";

const { meta, hero } = trackOrderMessages;

export const metadata: Metadata = pageMetadata({ ...meta, path: "/track-order" });

/** Rendered per request: the lookup form handles shoppers' order data, so the page gets a script nonce (server.mjs). */
export default async function TrackOrderPage() {
  await connection();
  return (
    <>
      <BreadcrumbJsonLd items={[{ name: "Home", path: "/" }, { name: meta.title, path: "/track-order" }]} />
      <PageHero {...hero} />
      <div className="mx-auto max-w-2xl px-4 py-12">
        <TrackOrderForm />
      </div>
    </>
  );
}
