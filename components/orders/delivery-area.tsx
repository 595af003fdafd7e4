import { trackOrderMessages } from "@/content/messages/en/track-order";
import type { DeliveryArea as Area } from "@/lib/orders/order-lookup-shape";

const { result: text } = trackOrderMessages;

export function DeliveryArea({ area }: { area: Area | null }) {
  const place = area ? [area.city, area.province, area.country].filter(Boolean).join(", ") : "";
  return (
    <section aria-labelledby="tracking-address-title" className="grid gap-2">
      <h3 id="tracking-address-title" className="font-serif text-lg font-semibold">
        {text.shippingTitle}
      </h3>
      {place ? <p className="text-sm">{place}</p> : <p className="text-sm text-muted-foreground">{text.noAddress}</p>}
    </section>
  );
}
