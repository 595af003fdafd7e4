import type { Metadata } from "next";
import { notFound, redirect } from "next/navigation";
import { ShoppingBag } from "lucide-react";

import { CashOnDeliveryForm } from "@/components/checkout/cash-on-delivery-form";
import { CheckoutSummary } from "@/components/checkout/checkout-summary";
import { EmptyState } from "@/components/layout/empty-state";
import { checkoutMessages } from "@/content/messages/checkout";
import { policies } from "@/content/policies";
import { localizedPath } from "@/lib/i18n/locales";
import { resolvePageLocale, type LocaleParams } from "@/lib/i18n/page-locale";
import { privatePageMetadata } from "@/lib/seo/page-metadata";
import { getCurrentCart } from "@/lib/cart/current-cart";
import { offersCashOnDelivery } from "@/lib/commerce";
import { cartTotals } from "@/lib/cart/cart-totals";

export const dynamic = "force-dynamic";
export async function generateMetadata({ params }: { params: LocaleParams }): Promise<Metadata> {
  const locale = await resolvePageLocale(params);
  return privatePageMetadata({ locale, title: checkoutMessages[locale].delivery.title, path: "/checkout/delivery" });
}

export default async function DeliveryPage({ params }: { params: LocaleParams }) {
  const locale = await resolvePageLocale(params);
  if (!offersCashOnDelivery()) notFound();
  const cart = await getCurrentCart();
  if (!cart || cart.lines.length === 0) {
    const { empty } = checkoutMessages[locale];
    return (
      <EmptyState
        icon={ShoppingBag}
        title={empty.title}
        text={empty.description}
        actions={[{ href: localizedPath(locale, "/collection"), label: empty.shopNow }]}
      />
    );
  }
  // The same sums placeCashOnDeliveryOrder makes, so the page refuses exactly what the order would.
  const totals = cartTotals(cart);
  // A cart the order would refuse never reaches the form: the cart page says why and how much to remove.
  if (totals.total >= policies.cashOnDelivery.maxOrderTotal) redirect(localizedPath(locale, "/cart"));

  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <h1 className="font-serif text-3xl font-semibold">{checkoutMessages[locale].delivery.title}</h1>
      <p className="text-muted-foreground mt-2">{checkoutMessages[locale].delivery.intro}</p>
      <div className="mt-8 grid gap-10 lg:grid-cols-[1fr_24rem]">
        <CashOnDeliveryForm />
        <CheckoutSummary cart={cart} totals={totals} />
      </div>
    </div>
  );
}
