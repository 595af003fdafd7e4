import type { Metadata } from "next";

import { ProductBreakdown } from "@/components/ingredients/product-breakdown";
import { StarIngredients } from "@/components/ingredients/star-ingredients";
import { PageHero } from "@/components/marketing/page-hero";
import { BreadcrumbJsonLd } from "@/components/seo/breadcrumb-json-ld";
import { ingredientsCopy } from "@/content/copy/ingredients";
import { resolvePageLocale, type LocaleParams } from "@/lib/i18n/page-locale";
import { pageMetadata } from "@/lib/seo/page-metadata";

type Props = { params: LocaleParams };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await resolvePageLocale(params);
  return pageMetadata({ locale, ...ingredientsCopy[locale].meta, path: "/ingredients" });
}

export default async function IngredientsPage({ params }: Props) {
  const locale = await resolvePageLocale(params);
  return (
    <>
      <BreadcrumbJsonLd items={[{ path: "/" }, { path: "/ingredients" }]} />
      <PageHero {...ingredientsCopy[locale].hero} />
      <StarIngredients />
      <ProductBreakdown />
    </>
  );
}
