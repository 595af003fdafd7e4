import type { Metadata } from "next";

import { PageHero } from "@/components/marketing/page-hero";
import { TrackOrderForm } from "@/components/orders/track-order-form";
import { BreadcrumbJsonLd } from "@/components/seo/breadcrumb-json-ld";
import { trackOrderMessages } from "@/content/messages/en/track-order";
import { pageMetadata } from "@/lib/seo/page-metadata";

const { meta, hero } = trackOrderMessages;

export const metadata: Metadata = pageMetadata({ ...meta, path: "/track-order" });

export default function TrackOrderPage() {
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
