import { formatPrice } from "@/lib/currency/format-price";
import { cn } from "@/lib/utils";

type PriceTagProps = { price: number; originalPrice?: number; className?: string };

export function PriceTag({ price, originalPrice, className }: PriceTagProps) {
  return (
    <p className={cn("flex items-baseline gap-2", className)}>
      <span className="text-lg font-semibold text-foreground">{formatPrice(price)}</span>
      {originalPrice && originalPrice > price ? (
        <s className="text-sm text-muted-foreground">
          <span className="sr-only">Original price </span>
          {formatPrice(originalPrice)}
        </s>
      ) : null}
    </p>
  );
}
