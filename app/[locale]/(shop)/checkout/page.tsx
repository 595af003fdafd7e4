import type { Metadata } from "next";

import { resolvePageLocale, type LocaleParams } from "@/lib/i18n/page-locale";
import { privatePageMetadata } from "@/lib/seo/page-metadata";
import { SecureCheckoutView } from "@/components/checkout/secure-checkout-view";
import { getCurrentCart } from "@/lib/cart/current-cart";
import { checkoutMessages } from "@/content/messages/checkout";
import { shopPromiseText } from "@/content/copy/shop-promises";
import { configuredCheckoutProvider } from "@/lib/commerce/checkout-provider";

export async function generateMetadata({ params }: { params: LocaleParams }): Promise<Metadata> {
  const locale = await resolvePageLocale(params);
  const text = checkoutMessages[locale].secure;
  return privatePageMetadata({ locale, title: text.title, description: text.metaDescription, path: "/checkout" });
}

export default async function CheckoutPage({ params }: { params: LocaleParams }) {
  const locale = await resolvePageLocale(params);
  const cart = await getCurrentCart();
  const explanation = shopPromiseText(locale, configuredCheckoutProvider()).payment.checkoutExplanation;
  return (
    <div className="px-4 py-10">
      <SecureCheckoutView initialCart={cart} explanation={explanation} />
    </div>
  );
}
