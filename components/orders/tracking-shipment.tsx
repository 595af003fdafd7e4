import { ExternalLink, Truck } from "lucide-react";

import { trackOrderMessages } from "@/content/messages/track-order";
import type { Locale } from "@/lib/i18n/locales";
import type { OrderLookupResult } from "@/lib/orders/order-lookup-shape";

/** Only web links are followed: the URL comes from the provider's webhook, not from this shop. */
function safeTrackingUrl(url: string | null): string | null {
  if (!url) return null;
  try {
    const parsed = new URL(url);
    return parsed.protocol === "https:" || parsed.protocol === "http:" ? parsed.toString() : null;
  } catch {
    return null;
  }
}

type Shipment = Pick<OrderLookupResult["order"], "tracking_company" | "tracking_number" | "tracking_url">;

/** Shown only once the order has a tracking number; the link only when the carrier gave a tracking page. */
export function TrackingShipment({ order, locale = "en" }: { order: Shipment; locale?: Locale }) {
  const { tracking } = trackOrderMessages[locale];
  if (!order.tracking_number) return null;
  const url = safeTrackingUrl(order.tracking_url);
  return (
    <section
      aria-labelledby="shipment-title"
      className="bg-secondary text-secondary-foreground grid gap-3 rounded-xl p-5"
    >
      <h3 id="shipment-title" className="flex items-center gap-2 font-serif text-lg font-semibold">
        <Truck aria-hidden className="size-5" />
        {tracking.title}
      </h3>
      <dl className="grid gap-1 text-sm sm:grid-cols-[auto_1fr] sm:gap-x-4">
        {order.tracking_company ? (
          <div className="contents">
            <dt className="font-medium">{tracking.carrier}</dt>
            <dd>{order.tracking_company}</dd>
          </div>
        ) : null}
        <div className="contents">
          <dt className="font-medium">{tracking.number}</dt>
          <dd className="font-mono break-all">{order.tracking_number}</dd>
        </div>
      </dl>
      {url ? (
        <a
          href={url}
          target="_blank"
          rel="noopener noreferrer"
          className="text-primary inline-flex w-fit items-center gap-1 font-medium underline underline-offset-4"
        >
          {tracking.link}
          <span className="sr-only"> {tracking.newTab}</span>
          <ExternalLink aria-hidden className="size-4" />
        </a>
      ) : null}
    </section>
  );
}
