import type { Metadata } from "next";
import { notFound, redirect } from "next/navigation";
import { ShoppingBag } from "lucide-react";

import { CashOnDeliveryForm } from "@/components/checkout/cash-on-delivery-form";
import { CheckoutSummary } from "@/components/checkout/checkout-summary";
import { TotalBeforePlacing } from "@/components/checkout/total-before-placing";
import { SavedAddressPicker } from "@/components/checkout/saved-address-picker";
import { EmptyState } from "@/components/layout/empty-state";
import { checkoutMessages } from "@/content/messages/checkout";
import { policies } from "@/content/policies";
import { localizedPath } from "@/lib/i18n/locales";
import { resolvePageLocale, type LocaleParams } from "@/lib/i18n/page-locale";
import { privatePageMetadata } from "@/lib/seo/page-metadata";
import { getCurrentCart } from "@/lib/cart/current-cart";
import { offersCashOnDelivery } from "@/lib/commerce";
import { cartTotals } from "@/lib/cart/cart-totals";
import { paymentMessages } from "@/content/messages/payment";
import { offersOnlinePayment } from "@/lib/payments";
import { paymentChoiceFor } from "@/lib/payments/payment-options";
import { cashOnlyCheckoutTotals } from "@/lib/orders/cash-only-checkout-totals";
import { addressToFill, savedAddressesOf } from "@/lib/addresses/shopper-addresses";
import { getCurrentSession } from "@/lib/auth/session";
import { rememberSignedInCartContact } from "@/lib/cart-reminders/remember-contact";

export const dynamic = "force-dynamic";
export async function generateMetadata({ params }: { params: LocaleParams }): Promise<Metadata> {
  const locale = await resolvePageLocale(params);
  return privatePageMetadata({ locale, title: checkoutMessages[locale].delivery.title, path: "/checkout/delivery" });
}

type Props = {
  params: LocaleParams;
  searchParams: Promise<{ payment?: string | string[]; address?: string | string[] }>;
};

export default async function DeliveryPage({ params, searchParams }: Props) {
  const locale = await resolvePageLocale(params);
  // Back from the gateway's page without paying (lib/payments/handle-payment-return.ts).
  const { payment, address } = await searchParams;
  const paymentErrors = paymentMessages[locale].errors;
  const paymentNotice =
    payment === "cancelled" ? paymentErrors.cancelled : payment === "declined" ? paymentErrors.declined : null;
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
  // With a payment gateway such a cart is paid now instead (the form then offers Pay now only).
  if (totals.total >= policies.cashOnDelivery.maxOrderTotal && !offersOnlinePayment())
    redirect(localizedPath(locale, "/cart"));
  const paymentChoice = paymentChoiceFor(locale, totals.total);
  // With a choice, the COD option names its fee; paying cash only, the summary adds it to what is paid at the door.
  const summaryTotals = paymentChoice ? totals : cashOnlyCheckoutTotals(totals);
  // Signed in: the form starts with the account's e-mail and the picked saved address (else the default one).
  const session = await getCurrentSession();
  // A signed-in shopper at checkout has given their address: a cart they leave here may get its one reminder.
  if (session) await rememberSignedInCartContact(session.user.email, locale);
  const addresses = session ? await savedAddressesOf(session.user.id) : [];
  const fill = addressToFill(addresses, address);
  const filled = session
    ? {
        email: session.user.email,
        ...(fill
          ? {
              fullName: fill.fullName,
              phone: fill.phone,
              emirate: fill.emirate,
              addressLine: fill.addressLine,
              city: fill.city,
            }
          : {}),
      }
    : {};

  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <h1 className="font-serif text-3xl font-semibold">{checkoutMessages[locale].delivery.title}</h1>
      {paymentChoice ? null : <p className="text-muted-foreground mt-2">{checkoutMessages[locale].delivery.intro}</p>}
      {paymentNotice ? (
        <p role="status" className="bg-secondary mt-4 rounded-md px-4 py-3 text-sm">
          {paymentNotice}
        </p>
      ) : null}
      <div className="mt-8 grid gap-10 lg:grid-cols-[1fr_24rem]">
        <div>
          {addresses.length > 0 ? (
            <SavedAddressPicker locale={locale} addresses={addresses} filledId={fill?.id} />
          ) : null}
          {/* Keyed by the address: picking another one starts the form afresh with it. */}
          <CashOnDeliveryForm
            key={fill?.id ?? "new"}
            paymentChoice={paymentChoice}
            filled={filled}
            offerSaveAddress={Boolean(session)}
            beforeSubmit={
              <TotalBeforePlacing total={summaryTotals.total} currency={summaryTotals.currency} locale={locale} />
            }
          />
        </div>
        <CheckoutSummary cart={cart} totals={summaryTotals} />
      </div>
    </div>
  );
}
