"use client";

import { useEffect } from "react";
import { ShieldCheck, ShoppingBag } from "lucide-react";

import { Card, CardContent } from "@/components/ui/card";
import { useCart } from "@/components/cart/cart-provider";
import { CashOnDeliveryLimitNotice } from "@/components/cart/cash-on-delivery-limit-notice";
import { SecureCheckoutBadges } from "@/components/checkout/secure-checkout-badges";
import { SecureCheckoutButton } from "@/components/checkout/secure-checkout-button";
import { EmptyState } from "@/components/layout/empty-state";
import { OrderSummary } from "@/components/orders/order-summary";
import { TaxNote } from "@/components/checkout/tax-note";
import { cartTotals, hasHostedCheckout } from "@/lib/cart/cart-totals";
import { cashOnDeliveryExcess } from "@/lib/cart/cash-on-delivery-limit";
import { withLineTitles } from "@/lib/cart/line-titles";
import type { ShopperCart } from "@/lib/commerce/types";
import { summaryLinesOfCart } from "@/lib/orders/summary-lines";
import { cartTexts } from "@/content/messages/client/cart";
import { useLocale } from "@/components/i18n/locale-provider";
import { localizedPath } from "@/lib/i18n/locales";
import { checkoutTexts } from "@/content/messages/client/checkout";
import { cartLineTitleTexts } from "@/content/messages/client/cart-line-titles";
import { useTexts } from "@/lib/i18n/client-texts";

/**
 * Shows the cart the server rendered until the live cart takes over. `explanation` says how this provider's checkout
 * is paid (content/shop-promises.ts), so it comes from the server, which knows the provider.
 */
export function SecureCheckoutView({
  initialCart,
  explanation,
  paymentBadge = null,
}: {
  initialCart: ShopperCart | null;
  explanation: string;
  /** The methods the checkout offers online, worded on the server; null under cash on delivery only. */
  paymentBadge?: string | null;
}) {
  const locale = useLocale();
  const cartMessages = useTexts(cartTexts, locale);
  const checkoutMessages = useTexts(checkoutTexts, locale);
  const lineTitles = useTexts(cartLineTitleTexts, locale);
  const { secure: text, empty } = checkoutMessages;
  const { cart: liveCart, loaded, isPending, seed } = useCart();
  useEffect(() => seed(initialCart), [seed, initialCart]);
  const cart = withLineTitles(loaded ? liveCart : initialCart, lineTitles);
  const hasLines = !!cart && cart.lines.length > 0;

  return (
    <div className="mx-auto flex max-w-2xl flex-col gap-6">
      <div className="flex flex-col gap-3">
        <h1 className="flex items-center gap-2 font-serif text-3xl font-semibold">
          <ShieldCheck aria-hidden className="text-primary size-8" />
          {text.title}
        </h1>
        <SecureCheckoutBadges texts={checkoutMessages.secure.badges} payment={paymentBadge} />
      </div>
      <Card>
        <CardContent className="flex flex-col gap-6">
          {hasLines ? (
            <>
              <p className="text-muted-foreground">{explanation}</p>
              <OrderSummary
                locale={locale}
                texts={{ cart: cartMessages, checkout: checkoutMessages }}
                title={checkoutMessages.summaryTitle}
                lines={summaryLinesOfCart(cart)}
                totals={{ ...cartTotals(cart), discountCode: cart.discount?.code }}
                testIdPrefix="checkout"
                showFreeOverHint
              >
                <TaxNote
                  hostedCheckout={hasHostedCheckout(cart)}
                  texts={cartMessages.taxNote}
                  className="text-muted-foreground text-sm"
                />
              </OrderSummary>
              {/* Over the cash-on-delivery limit the notice replaces the button: the delivery form would refuse the
                 order, unless the shop takes payment online (the notice then sits above the button). */}
              {cart.payNowOffered ? <CashOnDeliveryLimitNotice cart={cart} /> : null}
              {cashOnDeliveryExcess(cart) === null || cart.payNowOffered ? (
                <SecureCheckoutButton disabled={isPending} />
              ) : (
                <CashOnDeliveryLimitNotice cart={cart} />
              )}
            </>
          ) : (
            <EmptyState
              icon={ShoppingBag}
              headingLevel={2}
              title={empty.title}
              text={empty.description}
              actions={[{ href: localizedPath(locale, "/collection"), label: empty.shopNow }]}
            />
          )}
        </CardContent>
      </Card>
    </div>
  );
}
