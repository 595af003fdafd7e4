import { LocalizedLink as Link } from "@/components/i18n/localized-link";

import { ProductGrid } from "@/components/collection/product-grid";
import { Section } from "@/components/marketing/section";
import { Button } from "@/components/ui/button";
import { homeCopy } from "@/content/copy/home";
import { productsIn } from "@/content/localized";
import { getRequestLocale } from "@/lib/i18n/request-locale";

const HOME_PRODUCT_LIMIT = 4;

export function SignatureCollection() {
  const locale = getRequestLocale();
  return (
    <Section id="products" title={homeCopy[locale].collection.title} intro={homeCopy[locale].collection.intro}>
      <ProductGrid products={productsIn(locale).slice(0, HOME_PRODUCT_LIMIT)} />
      <div className="mt-10 text-center">
        <Button asChild variant="outline">
          <Link href="/collection">{homeCopy[locale].collection.viewAll}</Link>
        </Button>
      </div>
    </Section>
  );
}
