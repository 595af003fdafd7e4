import { policies } from "@/content/policies";
import type { cartMessages } from "@/content/messages/en/cart";
import type { checkoutMessages } from "@/content/messages/en/checkout";
import { formatPrice } from "@/lib/currency/format-price";
import type { Locale } from "@/lib/i18n/locales";
import type { Translation } from "@/lib/i18n/translation";
import type { TaxLine } from "@/lib/tax/shop-vat";
import { fromFils, toFils } from "@/lib/tax/vat";

/**
 * The words of an order summary, handed down by the caller: server pages pass their dictionary for the page's
 * language, client views the texts `useTexts` loaded. Importing the dictionaries here put both languages into the
 * cart's and the checkout's client chunks. Of the checkout's words only the rows' are read, so the cart hands down
 * those alone (content/messages/client/order-totals.ts) and its client code carries no other checkout text.
 */
export type SummaryTexts = {
  checkout: Pick<Translation<typeof checkoutMessages>, "totals">;
  cart: Translation<typeof cartMessages>;
};

type TotalsText = SummaryTexts["checkout"]["totals"];

type OrderTotalsRowsProps = {
  subtotal: number;
  /** What a discount code takes off the items; the row shows only when it is above 0. */
  discount?: number;
  discountCode?: string | null;
  /** null when a hosted checkout works out the fee itself. */
  shipping: number | null;
  /** The cash-on-delivery fee the total includes; the row shows only when it is above 0. */
  codFee?: number;
  total: number;
  /** The VAT included in the total, or the tax Shopify reports; no row when null (a shop that charges no VAT). */
  taxLine?: TaxLine | null;
  currency: string;
  /** 'cart' names the rows cart-subtotal, cart-shipping and cart-total. */
  testIdPrefix: string;
  /** Before the order is placed, a charged fee comes with the amount that makes shipping free. */
  showFreeOverHint?: boolean;
  /** The page's language and its words: rendered from server pages and client views alike, so both are handed down. */
  locale: Locale;
  texts: SummaryTexts;
};

/** How much more the items must come to for free shipping (the fee follows the items' full price). */
function freeShippingGap(subtotal: number): number {
  return fromFils(Math.max(0, toFils(policies.shipping.freeShippingThreshold) - toFils(subtotal)));
}

function shippingText(shipping: number | null, currency: string, text: TotalsText, locale: Locale): string {
  if (shipping === null) return text.atHostedCheckout;
  return shipping === 0 ? text.free : formatPrice(shipping, currency, locale);
}

/** The Subtotal, Discount, Shipping and Total rows of an order summary, as dt/dd pairs inside the caller's <dl>. */
export function OrderTotalsRows({
  subtotal,
  discount = 0,
  discountCode,
  shipping,
  codFee = 0,
  total,
  taxLine = null,
  currency,
  testIdPrefix,
  showFreeOverHint = false,
  locale,
  texts,
}: OrderTotalsRowsProps) {
  const text = texts.checkout.totals;
  return (
    <>
      <div className="flex justify-between gap-4">
        <dt className="text-muted-foreground">{text.subtotal}</dt>
        <dd className="whitespace-nowrap tabular-nums" data-testid={`${testIdPrefix}-subtotal`}>
          {formatPrice(subtotal, currency, locale)}
        </dd>
      </div>
      {discount > 0 ? (
        <div className="text-primary flex justify-between gap-4">
          <dt>{discountCode ? texts.cart.discount.line(discountCode) : texts.cart.discount.label}</dt>
          <dd className="whitespace-nowrap tabular-nums" data-testid={`${testIdPrefix}-discount`}>
            −{formatPrice(discount, currency, locale)}
          </dd>
        </div>
      ) : null}
      <div className="flex justify-between gap-4">
        <dt className="text-muted-foreground">{text.shipping}</dt>
        <dd className="text-end tabular-nums">
          <span className="whitespace-nowrap" data-testid={`${testIdPrefix}-shipping`}>
            {shippingText(shipping, currency, text, locale)}
          </span>
          {showFreeOverHint && shipping !== null && shipping > 0 ? (
            <>
              <span className="text-muted-foreground block text-xs">{text.freeOver}</span>
              <span className="text-primary block text-xs" data-testid={`${testIdPrefix}-free-shipping-gap`}>
                {text.moreForFreeShipping(formatPrice(freeShippingGap(subtotal), currency, locale))}
              </span>
            </>
          ) : null}
        </dd>
      </div>
      {codFee > 0 ? (
        <div className="flex justify-between gap-4">
          <dt className="text-muted-foreground">{text.codFee}</dt>
          <dd className="whitespace-nowrap tabular-nums" data-testid={`${testIdPrefix}-cod-fee`}>
            {formatPrice(codFee, currency, locale)}
          </dd>
        </div>
      ) : null}
      <div className="flex justify-between gap-4 border-t pt-3 text-base font-semibold">
        <dt>{text.total}</dt>
        <dd className="whitespace-nowrap tabular-nums" data-testid={`${testIdPrefix}-total`}>
          {formatPrice(total, currency, locale)}
        </dd>
      </div>
      {taxLine ? (
        <div className="text-muted-foreground flex justify-between gap-4">
          <dt>{taxLine.kind === "vat_included" ? text.vatIncluded : text.tax}</dt>
          <dd className="whitespace-nowrap tabular-nums" data-testid={`${testIdPrefix}-vat`}>
            {formatPrice(taxLine.amount, currency, locale)}
          </dd>
        </div>
      ) : null}
    </>
  );
}
