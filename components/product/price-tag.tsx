import { productMessages } from "@/content/messages/en/product";
import { formatPrice } from "@/lib/currency/format-price";
import { cn } from "@/lib/utils";

const sizes = {
  lg: { price: "text-3xl font-semibold text-primary", original: "text-lg text-muted-foreground" },
  sm: { price: "text-lg font-semibold text-foreground", original: "text-sm text-muted-foreground" },
};

/** Current price, and when there is a higher earlier price, that price struck through (with the saving on detail pages). */
export function PriceTag({
  price,
  originalPrice,
  labels = { current: productMessages.currentPrice, original: productMessages.originalPrice },
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
  const discounted = originalPrice !== undefined && originalPrice > price;
  return (
    <div className={cn("flex flex-wrap items-baseline gap-x-3 gap-y-1", className)}>
      <p className={sizes[size].price}>
        <span className="sr-only">{labels.current} </span>
        {formatPrice(price)}
      </p>
      {discounted ? (
        <>
          <p className={sizes[size].original}>
            <span className="sr-only">{labels.original} </span>
            <s>{formatPrice(originalPrice)}</s>
          </p>
          {savingsText ? (
            <p className="rounded-full bg-secondary px-3 py-1 text-sm font-medium text-secondary-foreground">{savingsText(formatPrice(originalPrice - price))}</p>
          ) : null}
        </>
      ) : null}
    </div>
  );
}
