import { productMessages } from "@/content/messages/product";
import { cn } from "@/lib/utils";
import { getRequestLocale } from "@/lib/i18n/request-locale";

/**
 * Stars are decoration; the sentence next to them is what assistive technology reads. Drawn by CSS (.star-rating in
 * app/globals.css: one masked strip) rather than five inline SVGs, which made up most of the home page's SVG bytes.
 */
export function StarRating({ rating, reviews, className }: { rating: number; reviews?: number; className?: string }) {
  const locale = getRequestLocale();
  const filled = Math.min(5, Math.max(0, Math.round(rating)));
  // No approved review, no figure: a rating is only ever the average of reviews a shopper can read.
  if (reviews === 0)
    return <p className={cn("text-muted-foreground text-sm", className)}>{productMessages[locale].noReviews}</p>;
  return (
    <div className={cn("flex items-center gap-2 text-sm", className)}>
      <span
        className="star-rating"
        data-filled={filled}
        style={{ "--filled": filled } as React.CSSProperties}
        aria-hidden
      />
      <span className="font-medium">
        <span aria-hidden>{rating}</span>
        <span className="sr-only">{productMessages[locale].rating(rating)}</span>
      </span>
      {reviews !== undefined ? (
        <span className="text-muted-foreground">{productMessages[locale].reviewCount(reviews)}</span>
      ) : null}
    </div>
  );
}
