import { trackOrderMessages } from "@/content/messages/track-order";
import type { Locale } from "@/lib/i18n/locales";
import type { DeliveryArea as Area } from "@/lib/orders/order-lookup-shape";

export function DeliveryArea({ area, locale }: { area: Area | null; locale: Locale }) {
  const { result: text } = trackOrderMessages[locale];
  const place = area ? [area.city, area.province, area.country].filter(Boolean).join(", ") : "";
  return (
    <section aria-labelledby="tracking-address-title" className="grid gap-2">
      <h3 id="tracking-address-title" className="font-serif text-lg font-semibold">
        {text.shippingTitle}
      </h3>
      {place ? <p className="text-sm">{place}</p> : <p className="text-muted-foreground text-sm">{text.noAddress}</p>}
    </section>
  );
}
