import Image from "next/image";

import { Separator } from "@/components/ui/separator";
import { checkoutMessages } from "@/content/messages/en/checkout";
import type { Cart } from "@/lib/commerce/types";
import { formatPrice } from "@/lib/currency/format-price";
import type { OrderTotals } from "@/lib/orders/shipping-fee";
import { OrderTotalsRows } from "./order-totals";

const { delivery } = checkoutMessages;

/** The cart as it will be ordered; the server recomputes these same catalogue prices when the order is placed. */
export function CheckoutSummary({ cart, totals, overLimit }: { cart: Cart; totals: OrderTotals; overLimit: boolean }) {
  return (
    <section aria-labelledby="summary-title" className="h-fit rounded-xl border bg-card p-6 shadow-sm">
      <h2 id="summary-title" className="font-serif text-xl font-semibold">
        {delivery.summaryTitle}
      </h2>
      <ul className="mt-4 grid gap-4">
        {cart.lines.map((line) => (
          <li key={line.id} className="flex items-center gap-3">
            {line.variant.image ? (
              <Image src={line.variant.image.url} alt="" width={56} height={56} className="size-14 rounded-md border object-cover" />
            ) : null}
            <div className="min-w-0 flex-1">
              <p className="truncate font-medium">{line.product.title}</p>
              <p className="text-sm text-muted-foreground">{delivery.quantity(line.quantity)}</p>
            </div>
            <p className="font-medium">{formatPrice(line.lineTotal.amount, line.lineTotal.currencyCode)}</p>
          </li>
        ))}
      </ul>
      <Separator className="my-4" />
      <dl className="grid gap-2 text-sm">
        <OrderTotalsRows {...totals} currency={cart.totalAmount.currencyCode} testIdPrefix="checkout" showFreeOverHint />
      </dl>
      <p className="mt-3 text-xs text-muted-foreground">{delivery.taxNote}</p>
      <p className={overLimit ? "mt-4 rounded-md bg-destructive/5 p-3 text-sm font-medium text-destructive" : "mt-4 rounded-md bg-secondary p-3 text-sm text-secondary-foreground"}>
        {overLimit ? checkoutMessages.errors.overLimit : delivery.codRule}
      </p>
    </section>
  );
}
