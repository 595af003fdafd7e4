"use client";

import { useEffect } from "react";
import { ShoppingBag } from "lucide-react";
import { notify } from "@/components/toast/notify";

import { Button } from "@/components/ui/button";
import { CssIcon } from "@/components/ui/css-icon";
import { ActionForm } from "@/components/cart/action-form";
import { CartLineItem } from "@/components/cart/cart-line-item";
import { useCart } from "@/components/cart/cart-provider";
import { CartSummary } from "@/components/cart/cart-summary";
import { CART_HEADING_ID, focusCartHeading } from "@/components/cart/focus-cart-heading";
import { EmptyState } from "@/components/layout/empty-state";
import { clearCartAction } from "@/lib/actions/cart";
import type { ShopperCart } from "@/lib/commerce/types";
import { useLocale } from "@/components/i18n/locale-provider";
import { localizedPath } from "@/lib/i18n/locales";
import { cartTexts } from "@/content/messages/client/cart";
import { useTexts } from "@/lib/i18n/client-texts";

/** Shows the cart the server rendered until the live cart takes over. */
export function CartView({ initialCart }: { initialCart: ShopperCart | null }) {
  const locale = useLocale();
  const cartMessages = useTexts(cartTexts, locale);
  const text = cartMessages.page;
  const { cart: liveCart, loaded, isPending, seed, clear } = useCart();
  useEffect(() => seed(initialCart), [seed, initialCart]);
  const cart = loaded ? liveCart : initialCart;

  if (!cart || cart.lines.length === 0) {
    return (
      <EmptyState
        icon={ShoppingBag}
        headingId={CART_HEADING_ID}
        title={cartMessages.empty.title}
        text={cartMessages.empty.description}
        actions={[
          { href: localizedPath(locale, "/collection"), label: cartMessages.empty.shopAll },
          { href: localizedPath(locale, "/"), label: cartMessages.empty.continueShopping },
        ]}
      />
    );
  }

  async function clearCart() {
    if ((await clear()) !== "ok") return;
    notify.success(cartMessages.cleared.title, { description: cartMessages.cleared.description });
    focusCartHeading();
  }

  return (
    <div className="flex flex-col gap-8">
      <h1 id={CART_HEADING_ID} tabIndex={-1} className="font-serif text-3xl font-semibold outline-none">
        {text.title}
      </h1>
      <div className="grid gap-8 lg:grid-cols-3">
        <section aria-labelledby="cart-items-heading" className="lg:col-span-2">
          <h2 id="cart-items-heading" className="sr-only">
            {text.itemsHeading}
          </h2>
          <ul className="divide-y border-y">
            {cart.lines.map((line) => (
              <CartLineItem key={line.id} line={line} disabled={isPending} />
            ))}
          </ul>
          <ActionForm action={clearCartAction} onAction={() => void clearCart()} className="mt-4">
            <Button type="submit" variant="outline" disabled={isPending}>
              <CssIcon name="trash" />
              {text.clearCart}
            </Button>
          </ActionForm>
        </section>
        <CartSummary cart={cart} disabled={isPending} />
      </div>
    </div>
  );
}
