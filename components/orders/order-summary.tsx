import { Thumbnail } from "@/components/media/thumbnail";

import { OrderTotalsRows, type SummaryTexts } from "@/components/checkout/order-totals";
import { Separator } from "@/components/ui/separator";
import { formatPrice } from "@/lib/currency/format-price";
import type { checkoutMessages } from "@/content/messages/en/checkout";
import type { Locale } from "@/lib/i18n/locales";
import type { Translation } from "@/lib/i18n/translation";
import type { SummaryLine } from "@/lib/orders/summary-lines";
import type { TaxLine } from "@/lib/tax/shop-vat";
import { cn } from "@/lib/utils";

/** Shopify names the only variant of a product 'Default Title'; it means nothing to a shopper. */
const shownVariant = (title: string | null) => (title && title !== "Default Title" ? title : null);

type OrderSummaryProps = {
  title: string;
  /** 3 inside the tracking result, which has its own h2. */
  headingLevel?: 2 | 3;
  lines: SummaryLine[];
  totals: {
    subtotal: number;
    discount?: number;
    discountCode?: string | null;
    shipping: number | null;
    /** The cash-on-delivery fee in the total; no row when 0 or absent. */
    codFee?: number;
    total: number;
    taxLine?: TaxLine | null;
    currency: string;
  };
  /** Names the heading (`<prefix>-summary-title`) and the totals rows (`<prefix>-total`, ...). */
  testIdPrefix: string;
  /** Before the order is placed, a charged fee comes with the amount that makes shipping free. */
  showFreeOverHint?: boolean;
  className?: string;
  /** Notes under the totals. */
  children?: React.ReactNode;
  /** The page's language and its words (server pages and client views both render the summary). */
  locale: Locale;
  texts: SummaryTexts & { checkout: Pick<Translation<typeof checkoutMessages>, "lines"> };
};

/** The lines, Subtotal, Shipping and Total of a cart about to be ordered or of an order already placed. */
export function OrderSummary({
  title,
  headingLevel = 2,
  lines,
  totals,
  testIdPrefix,
  showFreeOverHint = false,
  className,
  children,
  locale,
  texts,
}: OrderSummaryProps) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const headingId = `${testIdPrefix}-summary-title`;
  const { currency } = totals;
  return (
    <section aria-labelledby={headingId} className={cn("grid h-fit gap-4", className)}>
      <Heading id={headingId} className={headingLevel === 2 ? "text-xl font-semibold" : "text-lg font-semibold"}>
        {title}
      </Heading>
      <ul className="grid gap-4">
        {lines.map((line) => {
          const variant = shownVariant(line.variantTitle);
          return (
            <li key={line.key} className="flex items-center gap-3">
              {line.imageUrl ? (
                <Thumbnail src={line.imageUrl} size={56} className="size-14 rounded-md border object-cover" />
              ) : null}
              <div className="min-w-0 flex-1">
                <p className="font-medium">{line.title}</p>
                {variant ? <p className="text-muted-foreground text-sm">{variant}</p> : null}
                <p className="text-muted-foreground text-sm">
                  {texts.checkout.lines.quantity(line.quantity, formatPrice(line.unitPrice, currency, locale))}
                </p>
              </div>
              <p className="font-medium whitespace-nowrap tabular-nums">
                {formatPrice(line.lineTotal, currency, locale)}
              </p>
            </li>
          );
        })}
      </ul>
      <Separator />
      <dl className="grid gap-2 text-sm">
        <OrderTotalsRows
          {...totals}
          testIdPrefix={testIdPrefix}
          showFreeOverHint={showFreeOverHint}
          locale={locale}
          texts={texts}
        />
      </dl>
      {children}
    </section>
  );
}
