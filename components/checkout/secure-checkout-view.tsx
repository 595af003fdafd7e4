"use client";

import { useEffect } from "react";
import { ShieldCheck, ShoppingBag } from "lucide-react";

import { Card, CardContent } from "@/components/ui/card";
import { useCart } from "@/components/cart/cart-provider";
import { SecureCheckoutBadges } from "@/components/checkout/secure-checkout-badges";
import { SecureCheckoutButton } from "@/components/checkout/secure-checkout-button";
import { EmptyState } from "@/components/layout/empty-state";
import { OrderSummary } from "@/components/orders/order-summary";
import { cartTotals } from "@/lib/cart/cart-totals";
import type { ShopperCart } from "@/lib/commerce/types";
import { summaryLinesOfCart } from "@/lib/orders/summary-lines";
import { cartTexts } from "@/content/messages/client/cart";
import { useLocale } from "@/components/i18n/locale-provider";
import { localizedPath } from "@/lib/i18n/locales";
import { checkoutTexts } from "@/content/messages/client/checkout";
import { useTexts } from "@/lib/i18n/client-texts";

/** Shows the cart the server rendered until the live cart takes over. */
export function SecureCheckoutView({ initialCart }: { initialCart: ShopperCart | null }) {
  const locale = useLocale();
  const cartMessages = useTexts(cartTexts, locale);
  const checkoutMessages = useTexts(checkoutTexts, locale);
  const { secure: text, empty } = checkoutMessages;
  const { cart: liveCart, loaded, isPending, seed } = useCart();
  useEffect(() => seed(initialCart), [seed, initialCart]);
  const cart = loaded ? liveCart : initialCart;
  const hasLines = !!cart && cart.lines.length > 0;

  return (
    <div className="mx-auto flex max-w-2xl flex-col gap-6">
      <div className="flex flex-col gap-3">
        <h1 className="flex items-center gap-2 font-serif text-3xl font-semibold">
          <ShieldCheck aria-hidden className="size-8 text-primary" />
          {text.title}
        </h1>
        <SecureCheckoutBadges />
      </div>
      <Card>
        <CardContent className="flex flex-col gap-6">
          {hasLines ? (
            <>
              <p className="text-muted-foreground">{text.explanation}</p>
              <OrderSummary locale={locale} texts={{ cart: cartMessages, checkout: checkoutMessages }} title={checkoutMessages.summaryTitle} lines={summaryLinesOfCart(cart)} totals={{ ...cartTotals(cart), discountCode: cart.discount?.code }} testIdPrefix="checkout" showFreeOverHint>
                <p className="text-sm text-muted-foreground">{cartMessages.taxNote}</p>
              </OrderSummary>
              <SecureCheckoutButton disabled={isPending} />
            </>
          ) : (
            <EmptyState icon={ShoppingBag} headingLevel={2} title={empty.title} text={empty.description} actions={[{ href: localizedPath(locale, "/collection"), label: empty.shopNow }]} />
          )}
        </CardContent>
      </Card>
    </div>
  );
}
