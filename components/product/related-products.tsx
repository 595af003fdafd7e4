import { StaticImage } from "@/components/media/static-image";
import { LocalizedLink as Link } from "@/components/i18n/localized-link";

import type { ShopProduct } from "@/lib/catalogue/shop-catalogue";
import { productMessages } from "@/content/messages/product";
import { DisplayPrice } from "@/components/currency/display-price";
import { StarRating } from "./star-rating";
import { getRequestLocale } from "@/lib/i18n/request-locale";

export function RelatedProducts({ products }: { products: ShopProduct[] }) {
  const locale = getRequestLocale();
  if (products.length === 0) return null;
  return (
    <section aria-labelledby="related-products" className="flex flex-col gap-4">
      <h2 id="related-products" className="text-xl font-semibold">
        {productMessages[locale].related.title}
      </h2>
      <ul className="flex flex-col gap-3">
        {products.map((product) => (
          <li key={product.id}>
            <Link
              href={`/products/${product.slug}`}
              className="bg-card hover:bg-accent flex items-center gap-4 rounded-xl border p-3 transition-colors"
            >
              <StaticImage
                src={product.image}
                alt=""
                width={80}
                height={80}
                sizes="80px"
                className="bg-muted size-20 rounded-lg object-cover"
              />
              <span className="flex flex-col gap-1">
                <span className="font-medium">{product.name}</span>
                {product.reviews > 0 ? <StarRating rating={product.rating} className="text-xs" /> : null}
                <span className="text-primary text-sm font-semibold">
                  <DisplayPrice amount={product.price} />
                </span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
