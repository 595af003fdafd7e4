import { ProductNotFound } from "@/components/product/product-not-found";
import { rootLocale } from "@/lib/i18n/root-locale";

export default async function ProductNotFoundPage() {
  return <ProductNotFound locale={await rootLocale()} />;
}
