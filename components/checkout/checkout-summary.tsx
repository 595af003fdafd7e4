import { OrderSummary } from "@/components/orders/order-summary";
import { cartMessages } from "@/content/messages/cart";
import { checkoutMessages } from "@/content/messages/checkout";
import type { ShopperCart } from "@/lib/commerce/types";
import { DeliveryEstimate } from "@/components/delivery/delivery-estimate";
import { TaxNote } from "@/components/checkout/tax-note";
import type { CartTotals } from "@/lib/cart/cart-totals";
import { summaryLinesOfCart } from "@/lib/orders/summary-lines";
import { withLineTitles } from "@/lib/cart/line-titles";
import { arabicCartLineTitles } from "@/content/ar/cart-line-titles";
import { getRequestLocale } from "@/lib/i18n/request-locale";
import { formatPrice } from "@/lib/currency/format-price";

/** The cart as it will be ordered; the server recomputes these same catalogue prices when the order is placed. */
export function CheckoutSummary({ cart, totals }: { cart: ShopperCart; totals: CartTotals & { codFee?: number } }) {
  const locale = getRequestLocale();
  const { delivery } = checkoutMessages[locale];
  return (
    <OrderSummary
      locale={locale}
      texts={{ cart: cartMessages[locale], checkout: checkoutMessages[locale] }}
      title={checkoutMessages[locale].summaryTitle}
      lines={summaryLinesOfCart(withLineTitles(cart, locale === "ar" ? arabicCartLineTitles : {}))}
      totals={{ ...totals, discountCode: cart.discount?.code }}
      testIdPrefix="checkout"
      showFreeOverHint
      className="bg-card rounded-xl border p-6 shadow-sm"
    >
      <DeliveryEstimate />
      <TaxNote hostedCheckout={false} texts={cartMessages[locale].taxNote} className="text-muted-foreground text-xs" />
      <p className="bg-secondary text-secondary-foreground rounded-md p-3 text-sm">
        {delivery.codRule}
        {totals.codFee ? ` ${delivery.codFeeNote(formatPrice(totals.codFee, totals.currency, locale))}` : null}
      </p>
    </OrderSummary>
  );
}
