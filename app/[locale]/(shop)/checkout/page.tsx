import type { Metadata } from "next";

import { resolvePageLocale, type LocaleParams } from "@/lib/i18n/page-locale";
import { privatePageMetadata } from "@/lib/seo/page-metadata";
import { PageAlert } from "@/components/layout/page-alert";
import { cartMessages } from "@/content/messages/cart";
import { checkoutRefusalMessage } from "@/lib/cart/checkout-refusal";
import { SecureCheckoutView } from "@/components/checkout/secure-checkout-view";
import { getCurrentCart } from "@/lib/cart/current-cart";
import { checkoutMessages } from "@/content/messages/checkout";
import { shopPromiseText } from "@/content/copy/shop-promises";
import { getCheckoutOffer } from "@/lib/payments/checkout-offer";

export async function generateMetadata({ params }: { params: LocaleParams }): Promise<Metadata> {
  const locale = await resolvePageLocale(params);
  const text = checkoutMessages[locale].secure;
  return privatePageMetadata({ locale, title: text.title, description: text.metaDescription, path: "/checkout" });
}

export default async function CheckoutPage({
  params,
  searchParams,
}: {
  params: LocaleParams;
  searchParams: Promise<{ notStarted?: string | string[] }>;
}) {
  const locale = await resolvePageLocale(params);
  // Set by Proceed to Secure Checkout posted without JavaScript when the checkout did not start.
  const notStarted = checkoutRefusalMessage((await searchParams).notStarted, cartMessages[locale]);
  const cart = await getCurrentCart();
  const { checkoutExplanation: explanation, checkoutBadge } = shopPromiseText(locale, getCheckoutOffer()).payment;
  return (
    <div className="px-4 py-10">
      <div className="mx-auto max-w-2xl">
        <PageAlert message={notStarted} />
      </div>
      <SecureCheckoutView initialCart={cart} explanation={explanation} paymentBadge={checkoutBadge} />
    </div>
  );
}
