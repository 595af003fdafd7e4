import { LocalizedLink as Link } from "@/components/i18n/localized-link";

import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader } from "@/components/ui/card";
import { CashOnDeliveryLimitNotice } from "@/components/cart/cash-on-delivery-limit-notice";
import { DiscountCodeForm } from "@/components/cart/discount-code-form";
import { DeliveryEstimate } from "@/components/delivery/delivery-estimate";
import { OrderTotalsRows } from "@/components/checkout/order-totals";
import { ChargedInAedNote } from "@/components/currency/converted-price";
import { TaxNote } from "@/components/checkout/tax-note";
import { cartTotals, hasHostedCheckout } from "@/lib/cart/cart-totals";
import { cashOnDeliveryExcess } from "@/lib/cart/cash-on-delivery-limit";
import type { ShopperCart } from "@/lib/commerce/types";
import { useLocale } from "@/components/i18n/locale-provider";
import { cartTexts } from "@/content/messages/client/cart";
import { orderTotalsTexts } from "@/content/messages/client/order-totals";
import { useTexts } from "@/lib/i18n/client-texts";

/** While a change is on its way the links become disabled buttons, so nobody checks out a cart about to change. */
function SummaryAction({
  href,
  label,
  disabled,
  variant,
}: {
  href: string;
  label: string;
  disabled: boolean;
  variant: "default" | "outline";
}) {
  if (disabled) {
    return (
      <Button size="lg" variant={variant} disabled className="w-full">
        {label}
      </Button>
    );
  }
  return (
    <Button asChild size="lg" variant={variant} className="w-full">
      <Link href={href}>{label}</Link>
    </Button>
  );
}

/** Rendered inside the (client) cart view only, so it reads the page's language from the locale context. */
export function CartSummary({ cart, disabled }: { cart: ShopperCart; disabled: boolean }) {
  const locale = useLocale();
  const cartMessages = useTexts(cartTexts, locale);
  const totalsMessages = useTexts(orderTotalsTexts, locale);
  const text = cartMessages.summary;
  return (
    <Card aria-labelledby="order-summary-heading" role="region" className="lg:sticky lg:top-24">
      <CardHeader>
        <h2 id="order-summary-heading" className="text-lg leading-none font-semibold">
          {text.title}
        </h2>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <dl className="flex flex-col gap-2 text-sm">
          <div className="flex justify-between">
            <dt className="text-muted-foreground">{text.items}</dt>
            <dd className="tabular-nums">{cart.totalQuantity}</dd>
          </div>
          <OrderTotalsRows
            {...cartTotals(cart)}
            discountCode={cart.discount?.code}
            testIdPrefix="cart"
            showFreeOverHint
            locale={locale}
            texts={{ cart: cartMessages, checkout: { totals: totalsMessages } }}
          />
        </dl>
        <DiscountCodeForm cart={cart} disabled={disabled} />
        <DeliveryEstimate />
        <TaxNote
          hostedCheckout={hasHostedCheckout(cart)}
          texts={cartMessages.taxNote}
          className="text-muted-foreground text-sm"
        />
        <ChargedInAedNote className="text-muted-foreground text-sm" />
        <CashOnDeliveryLimitNotice cart={cart} />
        {/* A cart the checkout would refuse is not offered the checkout at all. */}
        <SummaryAction
          href="/checkout"
          label={text.proceedToCheckout}
          disabled={disabled || (cashOnDeliveryExcess(cart) !== null && !cart.payNowOffered)}
          variant="default"
        />
        <SummaryAction href="/collection" label={text.continueShopping} disabled={disabled} variant="outline" />
      </CardContent>
    </Card>
  );
}
