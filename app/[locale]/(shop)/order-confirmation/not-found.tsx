import { OrderNotFound } from "@/components/orders/order-not-found";
import { rootLocale } from "@/lib/i18n/root-locale";

export default async function OrderConfirmationNotFound() {
  return <OrderNotFound locale={await rootLocale()} />;
}
