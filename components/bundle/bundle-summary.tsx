import { CheckIcon } from "lucide-react";

import { PriceTag } from "@/components/product/price-tag";
import { StarRating } from "@/components/product/star-rating";
import { Badge } from "@/components/ui/badge";
import type { Bundle } from "@/content/schema";
import { bundleMessages } from "@/content/messages/en/bundle";

export function BundleSummary({ bundle }: { bundle: Bundle }) {
  const percent = Math.round(bundle.savingsPercentage);
  return (
    <div className="flex flex-col gap-4">
      {bundle.badge ? <Badge>{bundle.badge}</Badge> : null}
      <h1 className="text-3xl font-semibold md:text-4xl">{bundle.name}</h1>
      <StarRating rating={bundle.rating} reviews={bundle.reviews} />
      <PriceTag
        price={bundle.bundlePrice}
        originalPrice={bundle.originalPrice}
        labels={{ current: bundleMessages.bundlePrice, original: bundleMessages.originalPrice }}
        savingsText={(amount) => bundleMessages.savings(amount, percent)}
      />
      <p className="text-muted-foreground">{bundle.description}</p>
      <p className="text-sm text-muted-foreground">{bundle.extendedDescription}</p>
      <section aria-labelledby="bundle-benefits">
        <h2 id="bundle-benefits" className="mb-2 font-sans text-sm font-semibold">
          {bundleMessages.benefits}
        </h2>
        <ul className="grid gap-1.5 text-sm sm:grid-cols-2">
          {bundle.benefits.map((benefit) => (
            <li key={benefit} className="flex items-start gap-2">
              <CheckIcon aria-hidden className="mt-0.5 size-4 shrink-0 text-primary" />
              {benefit}
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
