import { LocalizedLink as Link } from "@/components/i18n/localized-link";

import { ProductGrid } from "@/components/collection/product-grid";
import { Section } from "@/components/marketing/section";
import { Button } from "@/components/ui/button";
import { homeCopy } from "@/content/copy/home";
import { getRequestLocale } from "@/lib/i18n/request-locale";
import { getCommerce } from "@/lib/commerce";
import { getRatingSummaries } from "@/lib/reviews/cached-reviews";
import { withRatings } from "@/lib/reviews/rating-summaries";

const HOME_PRODUCT_LIMIT = 4;

export async function SignatureCollection() {
  const locale = getRequestLocale();
  const [ratings, { products }] = await Promise.all([getRatingSummaries(), getCommerce().getCatalogue(locale)]);
  return (
    <Section id="products" title={homeCopy[locale].collection.title} intro={homeCopy[locale].collection.intro}>
      <ProductGrid products={withRatings(products.slice(0, HOME_PRODUCT_LIMIT), ratings)} />
      <div className="mt-10 text-center">
        <Button asChild variant="outline">
          <Link href="/collection">{homeCopy[locale].collection.viewAll}</Link>
        </Button>
      </div>
    </Section>
  );
}
