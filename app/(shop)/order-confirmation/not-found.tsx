import { OrderNotFound } from "@/components/orders/order-not-found";

export default function OrderConfirmationNotFound() {
  return <OrderNotFound />;
}
