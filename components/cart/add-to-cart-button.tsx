"use client";

import { useState } from "react";
import { Loader2, ShoppingBag } from "lucide-react";
import { notify } from "@/components/toast/notify";

import { Button } from "@/components/ui/button";
import { useCart } from "@/components/cart/cart-provider";
import { plainFormAction } from "@/components/forms/plain-form-action";
import { LocaleField } from "@/components/i18n/locale-field";
import { addToCartFormAction } from "@/lib/actions/add-to-cart-form";
import { cartTexts } from "@/content/messages/client/cart";
import { trackEvent } from "@/lib/analytics/track";
import { roundMoney } from "@/lib/currency/round-money";
import { useLocale } from "@/components/i18n/locale-provider";
import { cn } from "@/lib/utils";
import { useTexts } from "@/lib/i18n/client-texts";

type AddToCartButtonProps = {
  merchandiseId: string;
  productName: string;
  /** Unit price in AED, reported with the add-to-cart event. */
  price: number;
  quantity?: number;
  kind?: "product" | "bundle";
  comingSoon?: boolean;
  /** Nothing to sell: counted stock at zero, or the provider says so (Shopify's availableForSale false). A disabled 'Sold Out' button. */
  soldOut?: boolean;
  className?: string;
  size?: "default" | "sm" | "lg";
  label?: string;
};

export function AddToCartButton({
  merchandiseId,
  productName,
  price,
  quantity = 1,
  kind = "product",
  comingSoon = false,
  soldOut = false,
  className,
  size = "default",
  label,
}: AddToCartButtonProps) {
  const locale = useLocale();
  const cartMessages = useTexts(cartTexts, locale);
  const { addItem } = useCart();
  const [adding, setAdding] = useState(false);

  if (soldOut) {
    return (
      <Button type="button" size={size} variant="secondary" disabled className={className}>
        {cartMessages.addButton.soldOut}
      </Button>
    );
  }

  if (comingSoon) {
    // Stays focusable (aria-disabled, not disabled) so activating it can explain why it does nothing.
    return (
      <Button
        type="button"
        size={size}
        variant="secondary"
        aria-disabled="true"
        className={cn("cursor-not-allowed opacity-60", className)}
        onClick={() => notify.info(cartMessages.comingSoon.title, { description: cartMessages.comingSoon.description })}
      >
        {cartMessages.addButton.comingSoon}
      </Button>
    );
  }

  async function handleClick() {
    if (adding) return;
    if (!merchandiseId) {
      notify.error(cartMessages.notPurchasable.title, { description: cartMessages.notPurchasable.description });
      return;
    }
    setAdding(true);
    const outcome = await addItem({ merchandiseId, quantity });
    setAdding(false);
    if (outcome === "ok") {
      trackEvent("add-to-cart", {
        content_name: productName,
        content_ids: [merchandiseId],
        content_type: "product",
        value: roundMoney(price * quantity),
        num_items: quantity,
      });
      if (kind === "bundle")
        notify.success(cartMessages.bundleAdded.title, {
          description: cartMessages.bundleAdded.description(productName),
        });
      else
        notify.success(cartMessages.added.title, {
          description: cartMessages.added.description(quantity, productName),
        });
    } else if (outcome === "error") {
      const failure = kind === "bundle" ? cartMessages.bundleAddFailed : cartMessages.addFailed;
      notify.error(failure.title, { description: failure.description });
    }
  }

  // Before JavaScript (or without it) the form posts to the server action, which adds the line and opens the cart;
  // once hydrated, the submit is cancelled (React then skips the form action) and the optimistic add runs instead.
  return (
    <form
      action={plainFormAction(addToCartFormAction)}
      // `contents`: the button stays the layout's child, sized by its own className as before.
      className="contents"
      onSubmit={(event) => {
        event.preventDefault();
        void handleClick();
      }}
    >
      <input type="hidden" name="merchandiseId" value={merchandiseId} />
      <input type="hidden" name="quantity" value={quantity} />
      <LocaleField />
      {/* aria-disabled rather than disabled while adding, so keyboard focus stays on the button. */}
      <Button
        type="submit"
        size={size}
        className={cn(adding && "opacity-70", className)}
        aria-disabled={adding}
        aria-busy={adding}
      >
        {adding ? <Loader2 aria-hidden className="animate-spin" /> : <ShoppingBag aria-hidden />}
        {adding ? cartMessages.addButton.adding : (label ?? cartMessages.addButton.label)}
      </Button>
    </form>
  );
}
