import { cartMessages } from "@/content/messages/en/cart";
import { checkoutMessages } from "@/content/messages/en/checkout";
import { formatPrice } from "@/lib/currency/format-price";

const text = checkoutMessages.totals;

type OrderTotalsRowsProps = {
  subtotal: number;
  /** What a discount code takes off the items; the row shows only when it is above 0. */
  discount?: number;
  discountCode?: string | null;
  /** null when a hosted checkout works out the fee itself. */
  shipping: number | null;
  total: number;
  currency: string;
  /** 'cart' names the rows cart-subtotal, cart-shipping and cart-total. */
  testIdPrefix: string;
  /** Before the order is placed, a charged fee comes with the amount that makes shipping free. */
  showFreeOverHint?: boolean;
};

function shippingText(shipping: number | null, currency: string): string {
  if (shipping === null) return text.atHostedCheckout;
  return shipping === 0 ? text.free : formatPrice(shipping, currency);
}

/** The Subtotal, Discount, Shipping and Total rows of an order summary, as dt/dd pairs inside the caller's <dl>. */
export function OrderTotalsRows({ subtotal, discount = 0, discountCode, shipping, total, currency, testIdPrefix, showFreeOverHint = false }: OrderTotalsRowsProps) {
  return (
    <>
      <div className="flex justify-between gap-4">
        <dt className="text-muted-foreground">{text.subtotal}</dt>
        <dd className="tabular-nums" data-testid={`${testIdPrefix}-subtotal`}>
          {formatPrice(subtotal, currency)}
        </dd>
      </div>
      {discount > 0 ? (
        <div className="flex justify-between gap-4 text-primary">
          <dt>{discountCode ? cartMessages.discount.line(discountCode) : cartMessages.discount.label}</dt>
          <dd className="tabular-nums" data-testid={`${testIdPrefix}-discount`}>
            −{formatPrice(discount, currency)}
          </dd>
        </div>
      ) : null}
      <div className="flex justify-between gap-4">
        <dt className="text-muted-foreground">{text.shipping}</dt>
        <dd className="text-end tabular-nums">
          <span data-testid={`${testIdPrefix}-shipping`}>{shippingText(shipping, currency)}</span>
          {showFreeOverHint && shipping !== null && shipping > 0 ? <span className="block text-xs text-muted-foreground">{text.freeOver}</span> : null}
        </dd>
      </div>
      <div className="flex justify-between gap-4 border-t pt-3 text-base font-semibold">
        <dt>{text.total}</dt>
        <dd className="tabular-nums" data-testid={`${testIdPrefix}-total`}>
          {formatPrice(total, currency)}
        </dd>
      </div>
    </>
  );
}
