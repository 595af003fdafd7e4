import { OrderTotalsRows } from "@/components/checkout/order-totals";
import { Separator } from "@/components/ui/separator";
import { trackOrderMessages } from "@/content/messages/en/track-order";
import { formatPrice } from "@/lib/currency/format-price";
import type { OrderLookupResult } from "@/lib/orders/order-lookup-shape";

const { result: text } = trackOrderMessages;

/** Shopify names the only variant of a product 'Default Title'; it means nothing to a shopper. */
const shownVariant = (title: string | null) => (title && title !== "Default Title" ? title : null);

type TrackingItemsProps = {
  items: OrderLookupResult["items"];
  order: Pick<OrderLookupResult["order"], "subtotal_amount" | "shipping_amount" | "total_amount" | "currency">;
};

export function TrackingItems({ items, order }: TrackingItemsProps) {
  const { currency } = order;
  return (
    <section aria-labelledby="tracking-items-title" className="grid gap-3">
      <h3 id="tracking-items-title" className="font-serif text-lg font-semibold">
        {text.itemsTitle}
      </h3>
      <ul className="grid gap-3">
        {items.map((item, index) => {
          const variant = shownVariant(item.variant_title);
          return (
            <li key={`${item.title}-${item.variant_title ?? ""}-${index}`} className="flex justify-between gap-4">
              <div>
                <p className="font-medium">{item.title}</p>
                {variant ? <p className="text-sm text-muted-foreground">{variant}</p> : null}
                <p className="text-sm text-muted-foreground">{text.quantity(item.quantity, formatPrice(item.price, currency))}</p>
              </div>
              <p className="font-medium whitespace-nowrap">{formatPrice(item.total_price, currency)}</p>
            </li>
          );
        })}
      </ul>
      <Separator />
      <dl className="grid gap-2 text-sm">
        <OrderTotalsRows subtotal={order.subtotal_amount} shipping={order.shipping_amount} total={order.total_amount} currency={currency} testIdPrefix="tracking" />
      </dl>
    </section>
  );
}
