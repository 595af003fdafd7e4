import { OrderSummary } from "@/components/orders/order-summary";
import { cartMessages } from "@/content/messages/cart";
import { checkoutMessages } from "@/content/messages/checkout";
import type { ShopperCart } from "@/lib/commerce/types";
import type { OrderTotals } from "@/lib/orders/shipping-fee";
import { summaryLinesOfCart } from "@/lib/orders/summary-lines";
import { getRequestLocale } from "@/lib/i18n/request-locale";

/** The cart as it will be ordered; the server recomputes these same catalogue prices when the order is placed. */
export function CheckoutSummary({ cart, totals, overLimit }: { cart: ShopperCart; totals: OrderTotals; overLimit: boolean }) {
  const locale = getRequestLocale();
  const { delivery } = checkoutMessages[locale];
  return (
    <OrderSummary
      locale={locale}
      texts={{ cart: cartMessages[locale], checkout: checkoutMessages[locale] }}
      title={checkoutMessages[locale].summaryTitle}
      lines={summaryLinesOfCart(cart)}
      totals={{ ...totals, discountCode: cart.discount?.code, currency: cart.totalAmount.currencyCode }}
      testIdPrefix="checkout"
      showFreeOverHint
      className="rounded-xl border bg-card p-6 shadow-sm"
    >
      <p className="text-xs text-muted-foreground">{cartMessages[locale].taxNote}</p>
      <p className={overLimit ? "rounded-md bg-destructive/5 p-3 text-sm font-medium text-destructive" : "rounded-md bg-secondary p-3 text-sm text-secondary-foreground"}>
        {overLimit ? checkoutMessages[locale].errors.overLimit : delivery.codRule}
      </p>
    </OrderSummary>
  );
}
