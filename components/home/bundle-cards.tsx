import { StaticImage } from "@/components/media/static-image";
import { LocalizedLink as Link } from "@/components/i18n/localized-link";

import { AddToCartButton } from "@/components/cart/add-to-cart-button";
import { PriceTag } from "@/components/product/price-tag";
import { Section } from "@/components/marketing/section";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { homeCopy } from "@/content/copy/home";
import { getCommerce } from "@/lib/commerce";
import { getRequestLocale } from "@/lib/i18n/request-locale";

const HOME_BUNDLE_LIMIT = 3;

export async function BundleCards() {
  const locale = getRequestLocale();
  const bundles = (await getCommerce().getCatalogue(locale)).bundles.slice(0, HOME_BUNDLE_LIMIT);
  if (bundles.length === 0) return null;
  return (
    <Section
      id="bundles"
      title={homeCopy[locale].bundles.title}
      intro={homeCopy[locale].bundles.intro}
      className="bg-secondary/40 max-w-none"
    >
      <ul className="mx-auto grid max-w-5xl gap-6">
        {bundles.map((bundle) => (
          <li key={bundle.id}>
            <article className="bg-card grid overflow-hidden rounded-xl border shadow-sm md:grid-cols-2">
              <div className="bg-muted relative aspect-[4/3] md:aspect-auto">
                <StaticImage
                  src={bundle.image}
                  alt={bundle.name}
                  fill
                  sizes="(min-width: 768px) 40vw, 100vw"
                  className="object-cover"
                />
              </div>
              <div className="flex flex-col gap-4 p-6">
                <div className="flex flex-wrap gap-2">
                  {bundle.badge ? <Badge>{bundle.badge}</Badge> : null}
                  <Badge variant="secondary">
                    {homeCopy[locale].bundles.save(Math.round(bundle.savingsPercentage))}
                  </Badge>
                </div>
                <h3 className="text-2xl font-semibold">
                  <Link href={`/bundles/${bundle.slug}`} className="hover:underline">
                    {bundle.name}
                  </Link>
                </h3>
                <p className="text-muted-foreground">{bundle.description}</p>
                <ul className="list-inside list-disc text-sm">
                  {bundle.includedProducts.map((product) => (
                    <li key={product.id}>{product.name}</li>
                  ))}
                </ul>
                <PriceTag size="sm" price={bundle.bundlePrice} originalPrice={bundle.originalPrice} />
                <div className="mt-auto flex flex-wrap gap-3">
                  <AddToCartButton
                    merchandiseId={bundle.shopifyVariantId}
                    productName={bundle.name}
                    price={bundle.bundlePrice}
                    kind="bundle"
                    comingSoon={bundle.comingSoon}
                    soldOut={bundle.soldOut}
                  />
                  <Button asChild variant="outline">
                    <Link href={`/bundles/${bundle.slug}`}>{homeCopy[locale].bundles.view}</Link>
                  </Button>
                </div>
              </div>
            </article>
          </li>
        ))}
      </ul>
    </Section>
  );
}
