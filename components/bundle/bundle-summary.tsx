import { PriceTag } from "@/components/product/price-tag";
import { StarRating } from "@/components/product/star-rating";
import { BenefitList } from "@/components/product/benefit-list";
import { Badge } from "@/components/ui/badge";
import type { Bundle } from "@/content/schema";
import { bundleMessages } from "@/content/messages/bundle";
import { getRequestLocale } from "@/lib/i18n/request-locale";

export function BundleSummary({ bundle }: { bundle: Bundle }) {
  const locale = getRequestLocale();
  const percent = Math.round(bundle.savingsPercentage);
  return (
    <div className="flex flex-col gap-4">
      {bundle.badge ? <Badge>{bundle.badge}</Badge> : null}
      <h1 className="text-3xl font-semibold md:text-4xl">{bundle.name}</h1>
      {bundle.reviews > 0 ? (
        <a href="#product-reviews-heading" className="w-fit underline-offset-4 hover:underline">
          <StarRating rating={bundle.rating} reviews={bundle.reviews} />
        </a>
      ) : (
        <StarRating rating={bundle.rating} reviews={0} />
      )}
      <PriceTag
        price={bundle.bundlePrice}
        originalPrice={bundle.originalPrice}
        labels={{ current: bundleMessages[locale].bundlePrice, original: bundleMessages[locale].originalPrice }}
        savingsText={(amount) => bundleMessages[locale].savings(amount, percent)}
      />
      <p className="text-muted-foreground">{bundle.description}</p>
      <p className="text-muted-foreground text-sm">{bundle.extendedDescription}</p>
      <BenefitList id="bundle-benefits" title={bundleMessages[locale].benefits} benefits={bundle.benefits} />
    </div>
  );
}
