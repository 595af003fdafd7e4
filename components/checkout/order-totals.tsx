import { cartMessages } from "@/content/messages/cart";
import { checkoutMessages } from "@/content/messages/checkout";
import { formatPrice } from "@/lib/currency/format-price";
import type { Locale } from "@/lib/i18n/locales";

type TotalsText = (typeof checkoutMessages)[Locale]["totals"];

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
  /** The page's language: rendered from server pages and client views alike, so it is handed down. */
  locale: Locale;
};

function shippingText(shipping: number | null, currency: string, text: TotalsText, locale: Locale): string {
  if (shipping === null) return text.atHostedCheckout;
  return shipping === 0 ? text.free : formatPrice(shipping, currency, locale);
}

/** The Subtotal, Discount, Shipping and Total rows of an order summary, as dt/dd pairs inside the caller's <dl>. */
export function OrderTotalsRows({ subtotal, discount = 0, discountCode, shipping, total, currency, testIdPrefix, showFreeOverHint = false, locale }: OrderTotalsRowsProps) {
  const text = checkoutMessages[locale].totals;
  return (
    <>
      <div className="flex justify-between gap-4">
        <dt className="text-muted-foreground">{text.subtotal}</dt>
        <dd className="tabular-nums" data-testid={`${testIdPrefix}-subtotal`}>
          {formatPrice(subtotal, currency, locale)}
        </dd>
      </div>
      {discount > 0 ? (
        <div className="flex justify-between gap-4 text-primary">
          <dt>{discountCode ? cartMessages[locale].discount.line(discountCode) : cartMessages[locale].discount.label}</dt>
          <dd className="tabular-nums" data-testid={`${testIdPrefix}-discount`}>
            −{formatPrice(discount, currency, locale)}
          </dd>
        </div>
      ) : null}
      <div className="flex justify-between gap-4">
        <dt className="text-muted-foreground">{text.shipping}</dt>
        <dd className="text-end tabular-nums">
          <span data-testid={`${testIdPrefix}-shipping`}>{shippingText(shipping, currency, text, locale)}</span>
          {showFreeOverHint && shipping !== null && shipping > 0 ? <span className="block text-xs text-muted-foreground">{text.freeOver}</span> : null}
        </dd>
      </div>
      <div className="flex justify-between gap-4 border-t pt-3 text-base font-semibold">
        <dt>{text.total}</dt>
        <dd className="tabular-nums" data-testid={`${testIdPrefix}-total`}>
          {formatPrice(total, currency, locale)}
        </dd>
      </div>
    </>
  );
}
