import type { Metadata } from "next";

import { ProductBreakdown } from "@/components/ingredients/product-breakdown";
import { StarIngredients } from "@/components/ingredients/star-ingredients";
import { PageHero } from "@/components/marketing/page-hero";
import { BreadcrumbJsonLd } from "@/components/seo/breadcrumb-json-ld";
import { ingredientsCopy } from "@/content/copy/ingredients";
import { pageMetadata } from "@/lib/seo/page-metadata";

export const metadata: Metadata = pageMetadata({ ...ingredientsCopy.meta, path: "/ingredients" });

export default function IngredientsPage() {
  return (
    <>
      <BreadcrumbJsonLd items={[{ name: "Home", path: "/" }, { name: "Ingredients", path: "/ingredients" }]} />
      <PageHero {...ingredientsCopy.hero} />
      <StarIngredients />
      <ProductBreakdown />
    </>
  );
}
