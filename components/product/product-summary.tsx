import { BenefitList } from "@/components/product/benefit-list";
import { Badge } from "@/components/ui/badge";
import { comingSoonDayIn } from "@/lib/catalogue/coming-soon-date";
import type { ShopProduct } from "@/lib/catalogue/shop-catalogue";
import { productMessages } from "@/content/messages/product";
import { PriceTag } from "./price-tag";
import { StarRating } from "./star-rating";
import { getRequestLocale } from "@/lib/i18n/request-locale";

/** Everything above the buy controls; server-rendered. */
export function ProductSummary({ product }: { product: ShopProduct }) {
  const locale = getRequestLocale();
  return (
    <div className="flex flex-col gap-4">
      {product.badge || product.isComingSoon || product.soldOut ? (
        <div className="flex flex-wrap gap-2">
          {product.badge ? <Badge>{product.badge}</Badge> : null}
          {product.isComingSoon ? <Badge variant="secondary">{productMessages[locale].comingSoonBadge}</Badge> : null}
          {product.soldOut ? <Badge variant="secondary">{productMessages[locale].soldOutBadge}</Badge> : null}
        </div>
      ) : null}
      <h1 className="text-3xl font-semibold md:text-4xl">{product.name}</h1>
      {product.reviews > 0 ? (
        <a href="#product-reviews-heading" className="w-fit underline-offset-4 hover:underline">
          <StarRating rating={product.rating} reviews={product.reviews} />
        </a>
      ) : (
        <StarRating rating={product.rating} reviews={0} />
      )}
      <PriceTag
        price={product.price}
        originalPrice={product.originalPrice}
        labels={{ current: productMessages[locale].currentPrice, original: productMessages[locale].originalPrice }}
        savingsText={productMessages[locale].savings}
      />
      {product.isComingSoon ? (
        <p className="text-primary font-medium">
          {productMessages[locale].comingSoonNotice(comingSoonDayIn(product.comingSoonDate, locale))}
        </p>
      ) : null}
      {product.soldOut && !product.isComingSoon ? (
        <p className="text-muted-foreground font-medium">{productMessages[locale].soldOutNotice}</p>
      ) : null}
      <p className="text-muted-foreground">{product.description}</p>
      <dl className="text-sm">
        <dt className="inline font-medium">{productMessages[locale].size}: </dt>
        <dd className="inline">{product.size}</dd>
      </dl>
      <BenefitList id="key-benefits" title={productMessages[locale].keyBenefits} benefits={product.benefits} />
      <section aria-labelledby="skin-types">
        <h2 id="skin-types" className="mb-2 font-sans text-sm font-semibold">
          {productMessages[locale].skinTypes}
        </h2>
        <ul className="flex flex-wrap gap-2">
          {product.skinTypes.map((type) => (
            <li key={type}>
              <Badge variant="outline">{type}</Badge>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
