import { StaticImage } from "@/components/media/static-image";
import { LocalizedLink as Link } from "@/components/i18n/localized-link";

import { AddToCartButton } from "@/components/cart/add-to-cart-button";
import { PriceTag } from "@/components/product/price-tag";
import { StarRating } from "@/components/product/star-rating";
import { WishlistToggle } from "@/components/product/wishlist-toggle";
import { Badge } from "@/components/ui/badge";
import type { ShopProduct } from "@/lib/catalogue/shop-catalogue";

type ProductCardProps = {
  product: ShopProduct;
  headingLevel?: "h2" | "h3";
  imagePriority?: boolean;
  children?: React.ReactNode;
};

/** Grid card used on home and the collection; `children` adds page-specific details under the description. */
export function ProductCard({
  product,
  headingLevel: Heading = "h3",
  imagePriority = false,
  children,
}: ProductCardProps) {
  const href = `/products/${product.slug}`;
  return (
    <article className="bg-card flex flex-col overflow-hidden rounded-xl border shadow-sm">
      <div className="bg-muted relative aspect-square">
        <StaticImage
          src={product.image}
          alt={product.name}
          fill
          preload={imagePriority}
          fetchPriority={imagePriority ? "high" : undefined}
          sizes="(min-width: 1024px) 25vw, (min-width: 640px) 50vw, 100vw"
          className="object-cover"
        />
        {product.badge ? <Badge className="absolute start-3 top-3">{product.badge}</Badge> : null}
        <WishlistToggle
          slug={product.slug}
          productName={product.name}
          className="bg-background/90 absolute end-3 top-3 rounded-full"
        />
      </div>
      <div className="flex flex-1 flex-col gap-3 p-5">
        <Heading className="text-xl font-semibold">
          <Link href={href} className="hover:underline">
            {product.name}
          </Link>
        </Heading>
        <StarRating rating={product.rating} reviews={product.reviews} />
        <p className="text-muted-foreground text-sm">{product.description}</p>
        {children}
        <div className="mt-auto flex items-center justify-between gap-2 pt-2">
          <PriceTag size="sm" price={product.price} originalPrice={product.originalPrice} />
          <span className="text-muted-foreground text-sm">{product.size}</span>
        </div>
        <AddToCartButton
          merchandiseId={product.shopifyVariantId}
          productName={product.name}
          price={product.price}
          comingSoon={product.isComingSoon}
          soldOut={product.soldOut}
          className="w-full"
        />
      </div>
    </article>
  );
}
