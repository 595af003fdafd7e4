import { ProductNotFound } from "@/components/product/product-not-found";
import { rootLocale } from "@/lib/i18n/root-locale";

/** Once scripts run, the page's own notFound() (NotFoundStatus) lands here: the same message as the server HTML. */
export default async function UnknownProductNotFound() {
  return <ProductNotFound locale={await rootLocale()} />;
}
