import type { ShopProduct } from "@/lib/catalogue/shop-catalogue";
import { ProductCard } from "./product-card";
import { SkinFit } from "./skin-fit";

type ProductGridProps = {
  products: ShopProduct[];
  showSkinFit?: boolean;
  /** On a page that opens with the grid, the first card's image is the largest paint: fetch it first, not lazily. */
  firstImageAboveFold?: boolean;
};

export function ProductGrid({ products, showSkinFit = false, firstImageAboveFold = false }: ProductGridProps) {
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {products.map((product, index) => (
        <li key={product.id} className="flex">
          <ProductCard product={product} imagePriority={firstImageAboveFold && index === 0}>
            {showSkinFit ? <SkinFit product={product} /> : null}
          </ProductCard>
        </li>
      ))}
    </ul>
  );
}
