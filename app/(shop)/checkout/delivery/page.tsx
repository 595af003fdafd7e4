import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { ShoppingBag } from "lucide-react";

import { CashOnDeliveryForm } from "@/components/checkout/cash-on-delivery-form";
import { CheckoutSummary } from "@/components/checkout/checkout-summary";
import { EmptyState } from "@/components/layout/empty-state";
import { checkoutMessages } from "@/content/messages/en/checkout";
import { policies } from "@/content/policies";
import { getCurrentCart } from "@/lib/cart/current-cart";
import { offersCashOnDelivery } from "@/lib/commerce";
import { orderTotalsFor } from "@/lib/orders/shipping-fee";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: checkoutMessages.delivery.title, robots: { index: false } };

export default async function DeliveryPage() {
  if (!offersCashOnDelivery()) notFound();
  const cart = await getCurrentCart();
  if (!cart || cart.lines.length === 0) {
    const { empty } = checkoutMessages;
    return <EmptyState icon={ShoppingBag} title={empty.title} text={empty.description} actions={[{ href: "/collection", label: empty.shopNow }]} />;
  }
  // The same sums placeCashOnDeliveryOrder makes, so the page refuses exactly what the order would.
  const totals = orderTotalsFor(cart.totalAmount.amount, cart.discount?.amount.amount);
  const overLimit = totals.total >= policies.cashOnDelivery.maxOrderTotal;

  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <h1 className="font-serif text-3xl font-semibold">{checkoutMessages.delivery.title}</h1>
      <p className="mt-2 text-muted-foreground">{checkoutMessages.delivery.intro}</p>
      <div className="mt-8 grid gap-10 lg:grid-cols-[1fr_24rem]">
        <CashOnDeliveryForm disabled={overLimit} />
        <CheckoutSummary cart={cart} totals={totals} overLimit={overLimit} />
      </div>
    </div>
  );
}
