import type { Metadata } from "next";

import { SecureCheckoutView } from "@/components/checkout/secure-checkout-view";
import { getCurrentCart } from "@/lib/cart/current-cart";
import { checkoutMessages } from "@/content/messages/en/checkout";

export const metadata: Metadata = {
  title: checkoutMessages.secure.title,
  description: checkoutMessages.secure.metaDescription,
  robots: { index: false },
};

export default async function CheckoutPage() {
  const cart = await getCurrentCart();
  return (
    <div className="px-4 py-10">
      <SecureCheckoutView initialCart={cart} />
    </div>
  );
}
