import { AddToCartButton } from "@/components/cart/add-to-cart-button";
import { LocalizedLink as Link } from "@/components/i18n/localized-link";
import { LocaleField } from "@/components/i18n/locale-field";
import { plainFormAction } from "@/components/forms/plain-form-action";
import { StaticImage } from "@/components/media/static-image";
import { PriceTag } from "@/components/product/price-tag";
import { Button } from "@/components/ui/button";
import type { accountWishlist } from "@/content/messages/en/account-wishlist";
import { removeWishlistItemFormAction } from "@/lib/actions/wishlist";
import type { ShopProduct } from "@/lib/catalogue/shop-catalogue";

type WishlistText = typeof accountWishlist;

/** The saved products, each with its price, Add to Cart and a Remove form that works before JavaScript loads. */
export function WishlistList({ items, text }: { items: ShopProduct[]; text: WishlistText }) {
  if (items.length === 0)
    return (
      <div className="grid gap-3">
        <p className="text-muted-foreground">{text.empty}</p>
        <p>
          <Link href="/collection" className="text-primary font-medium underline-offset-4 hover:underline">
            {text.shopLink}
          </Link>
        </p>
      </div>
    );

  return (
    <ul className="grid gap-4">
      {items.map((product) => (
        <li key={product.slug} className="bg-card flex gap-4 rounded-xl border p-4 shadow-sm">
          <div className="bg-muted relative size-24 shrink-0 overflow-hidden rounded-lg">
            <StaticImage src={product.image} alt="" fill sizes="96px" className="object-cover" />
          </div>
          <div className="flex min-w-0 flex-1 flex-col gap-2">
            <h2 className="font-semibold">
              <Link href={`/products/${product.slug}`} className="hover:underline">
                {product.name}
              </Link>
            </h2>
            <PriceTag size="sm" price={product.price} originalPrice={product.originalPrice} />
            <div className="flex flex-wrap items-center gap-2">
              <AddToCartButton
                merchandiseId={product.shopifyVariantId}
                productName={product.name}
                price={product.price}
                comingSoon={product.isComingSoon}
                soldOut={product.soldOut}
                size="sm"
              />
              <form action={plainFormAction(removeWishlistItemFormAction)}>
                <input type="hidden" name="slug" value={product.slug} />
                <LocaleField />
                <Button type="submit" variant="outline" size="sm" aria-label={text.remove(product.name)}>
                  {text.removeShort}
                </Button>
              </form>
            </div>
          </div>
        </li>
      ))}
    </ul>
  );
}
