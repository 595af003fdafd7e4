import { Separator } from "@/components/ui/separator";
import { OrderTotalsRows } from "@/components/checkout/order-totals";
import { cartTotals } from "@/lib/cart/cart-totals";
import type { Cart } from "@/lib/commerce/types";
import { formatPrice } from "@/lib/currency/format-price";
import { cartMessages } from "@/content/messages/en/cart";
import { checkoutPageMessages } from "@/content/messages/en/checkout-page";

const text = checkoutPageMessages;

export function SecureCheckoutSummary({ cart }: { cart: Cart }) {
  return (
    <section aria-labelledby="checkout-summary-heading" className="flex flex-col gap-4">
      <h2 id="checkout-summary-heading" className="text-lg font-semibold">
        {text.summary}
      </h2>
      <ul className="flex flex-col gap-3">
        {cart.lines.map((line) => (
          <li key={line.id} className="flex justify-between gap-4 text-sm">
            <div>
              <p className="font-medium">{line.product.title}</p>
              {line.variant.title !== "Default Title" && <p className="text-muted-foreground">{line.variant.title}</p>}
              <p className="text-muted-foreground">{text.quantity(line.quantity)}</p>
            </div>
            <p className="font-medium tabular-nums">{formatPrice(line.lineTotal.amount, line.lineTotal.currencyCode)}</p>
          </li>
        ))}
      </ul>
      <Separator />
      <dl className="flex flex-col gap-2 text-sm">
        <OrderTotalsRows {...cartTotals(cart)} testIdPrefix="checkout" showFreeOverHint />
      </dl>
      <p className="text-sm text-muted-foreground">{cartMessages.taxNote}</p>
    </section>
  );
}
