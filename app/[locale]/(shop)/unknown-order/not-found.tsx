import { OrderNotFound } from "@/components/orders/order-not-found";
import { rootLocale } from "@/lib/i18n/root-locale";

/** Once scripts run, the page's own notFound() (NotFoundStatus) lands here: the same message as the server HTML. */
export default async function UnknownOrderNotFound() {
  return <OrderNotFound locale={await rootLocale()} />;
}
