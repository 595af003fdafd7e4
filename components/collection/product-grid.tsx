import type { Product } from "@/content/schema";
import { ProductCard } from "./product-card";
import { SkinFit } from "./skin-fit";

type ProductGridProps = { products: Product[]; showSkinFit?: boolean };

export function ProductGrid({ products, showSkinFit = false }: ProductGridProps) {
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {products.map((product) => (
        <li key={product.id} className="flex">
          <ProductCard product={product}>{showSkinFit ? <SkinFit product={product} /> : null}</ProductCard>
        </li>
      ))}
    </ul>
  );
}
