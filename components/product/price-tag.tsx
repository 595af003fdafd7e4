import { formatPrice } from "@/lib/currency/format-price";

/** Current price, and when there is a higher earlier price, that price struck through with the saving. */
export function PriceTag({
  price,
  originalPrice,
  labels,
  savingsText,
}: {
  price: number;
  originalPrice?: number;
  labels: { current: string; original: string };
  savingsText?: (amount: string) => string;
}) {
  const discounted = originalPrice !== undefined && originalPrice > price;
  return (
    <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
      <p className="text-3xl font-semibold text-primary">
        <span className="sr-only">{labels.current} </span>
        {formatPrice(price)}
      </p>
      {discounted ? (
        <>
          <p className="text-lg text-muted-foreground">
            <span className="sr-only">{labels.original} </span>
            <s>{formatPrice(originalPrice)}</s>
          </p>
          {savingsText ? <p className="rounded-full bg-secondary px-3 py-1 text-sm font-medium text-secondary-foreground">{savingsText(formatPrice(originalPrice - price))}</p> : null}
        </>
      ) : null}
    </div>
  );
}
