import { ApproximatePriceNote } from "@/components/currency/converted-price";
import { DisplayPrice } from "@/components/currency/display-price";
import { productMessages } from "@/content/messages/product";
import { cn } from "@/lib/utils";
import { getRequestLocale } from "@/lib/i18n/request-locale";
import { shopVatSettings } from "@/lib/tax/shop-prices";

const sizes = {
  lg: { price: "text-3xl font-semibold text-primary", original: "text-lg text-muted-foreground" },
  sm: { price: "text-lg font-semibold text-foreground", original: "text-sm text-muted-foreground" },
};

// Stands for the amount inside a savings text, so the (server-side) wording can wrap a (client-side) converted price.
const amountSlot = "\u0000";

/**
 * Current price, and when there is a higher earlier price, that price struck through (with the saving on detail pages).
 */
export function PriceTag({
  price,
  originalPrice,
  labels,
  savingsText,
  size = "lg",
  className,
}: {
  price: number;
  originalPrice?: number;
  labels?: { current: string; original: string };
  savingsText?: (amount: string) => string;
  size?: keyof typeof sizes;
  className?: string;
}) {
  const locale = getRequestLocale();
  const { current, original } = labels ?? {
    current: productMessages[locale].currentPrice,
    original: productMessages[locale].originalPrice,
  };
  const discounted = originalPrice !== undefined && originalPrice > price;
  const [beforeSaving, afterSaving] = (savingsText?.(amountSlot) ?? "").split(amountSlot);
  // A price standing alone on a product or bundle page says it includes VAT; cards rely on the footer's note.
  const includesVat = size === "lg" && shopVatSettings()?.vatRegistered === true;
  return (
    <div className={cn("flex flex-wrap items-baseline gap-x-3 gap-y-1", className)}>
      <p className={sizes[size].price}>
        <span className="sr-only">{current} </span>
        <DisplayPrice amount={price} />
      </p>
      {includesVat ? <p className="text-muted-foreground text-sm">{productMessages[locale].inclVat}</p> : null}
      {discounted ? (
        <>
          <p className={sizes[size].original}>
            <span className="sr-only">{original} </span>
            <s>
              <DisplayPrice amount={originalPrice} />
            </s>
          </p>
          {savingsText ? (
            <p className="bg-secondary text-secondary-foreground rounded-full px-3 py-1 text-sm font-medium">
              {beforeSaving}
              <DisplayPrice amount={originalPrice - price} />
              {afterSaving}
            </p>
          ) : null}
        </>
      ) : null}
      {size === "lg" ? (
        <ApproximatePriceNote amount={price} className="text-muted-foreground basis-full text-sm" />
      ) : null}
    </div>
  );
}
