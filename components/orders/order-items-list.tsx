import { OrderTotalsRows } from "@/components/checkout/order-totals";
import { Separator } from "@/components/ui/separator";
import { checkoutMessages } from "@/content/messages/en/checkout";
import type { OrderItemRow, OrderRow } from "@/lib/db/schema";
import { formatPrice } from "@/lib/currency/format-price";

const { confirmation } = checkoutMessages;

export function OrderItemsList({ items, order }: { items: OrderItemRow[]; order: Pick<OrderRow, "subtotalAmount" | "shippingAmount" | "totalAmount" | "currency"> }) {
  const { currency } = order;
  return (
    <section aria-labelledby="items-title" className="rounded-xl border bg-card p-6 shadow-sm">
      <h2 id="items-title" className="font-serif text-xl font-semibold">
        {confirmation.itemsTitle}
      </h2>
      <ul className="mt-4 grid gap-3">
        {items.map((item) => (
          <li key={item.id} className="flex justify-between gap-4">
            <span>
              {item.title}
              {item.variantTitle ? <span className="text-muted-foreground"> · {item.variantTitle}</span> : null}
              <span className="text-muted-foreground"> × {item.quantity}</span>
            </span>
            <span className="font-medium">{formatPrice(item.totalPrice, currency)}</span>
          </li>
        ))}
      </ul>
      <Separator className="my-4" />
      <dl className="grid gap-2 text-sm">
        <OrderTotalsRows subtotal={order.subtotalAmount} shipping={order.shippingAmount} total={order.totalAmount} currency={currency} testIdPrefix="order" />
      </dl>
    </section>
  );
}
