import Link from "next/link";

import { ProductGrid } from "@/components/collection/product-grid";
import { Section } from "@/components/marketing/section";
import { Button } from "@/components/ui/button";
import { homeCopy } from "@/content/copy/home";
import { products } from "@/content/products";

const HOME_PRODUCT_LIMIT = 4;

export function SignatureCollection() {
  return (
    <Section id="products" title={homeCopy.collection.title} intro={homeCopy.collection.intro}>
      <ProductGrid products={products.slice(0, HOME_PRODUCT_LIMIT)} />
      <div className="mt-10 text-center">
        <Button asChild variant="outline">
          <Link href="/collection">{homeCopy.collection.viewAll}</Link>
        </Button>
      </div>
    </Section>
  );
}
