"use client";

import { notify } from "@/components/toast/notify";

import { Button } from "@/components/ui/button";
import { CssIcon } from "@/components/ui/css-icon";
import { Thumbnail } from "@/components/media/thumbnail";
import { ActionForm } from "@/components/cart/action-form";
import { useCart } from "@/components/cart/cart-provider";
import { focusCartHeading } from "@/components/cart/focus-cart-heading";
import { updateCartLineFormAction } from "@/lib/actions/cart";
import type { CartLine } from "@/lib/commerce/types";
import { formatPrice } from "@/lib/currency/format-price";
import { cartTexts } from "@/content/messages/client/cart";
import { cartLineTitleTexts } from "@/content/messages/client/cart-line-titles";
import { useLocale } from "@/components/i18n/locale-provider";
import { policies } from "@/content/policies";
import { useTexts } from "@/lib/i18n/client-texts";

export function CartLineItem({ line, disabled }: { line: CartLine; disabled: boolean }) {
  const locale = useLocale();
  const cartMessages = useTexts(cartTexts, locale);
  const text = cartMessages.page;
  const { updateLine, removeLine } = useCart();
  // The provider's title is English; the Arabic cart names the item from the Arabic catalogue.
  const name = useTexts(cartLineTitleTexts, locale)[line.merchandiseId] ?? line.product.title;
  const { quantity } = line;
  // The per-line cap, or what is left on the shelf when the shop counts it and that is fewer.
  const atCap =
    quantity >= Math.min(policies.cart.maxQuantityPerLine, line.variant.quantityAvailable ?? Number.POSITIVE_INFINITY);

  async function remove() {
    if ((await removeLine(line.id)) !== "ok") return;
    notify.success(cartMessages.removed.title, { description: cartMessages.removed.description });
    focusCartHeading();
  }

  function changeTo(next: number) {
    if (next === 0) void remove();
    else void updateLine(line.id, next);
  }

  return (
    <li className="flex gap-4 py-5">
      <div className="bg-muted size-20 shrink-0 overflow-hidden rounded-md border sm:size-24">
        {line.variant.image && <Thumbnail src={line.variant.image.url} size={96} className="size-full object-cover" />}
      </div>
      <div className="flex flex-1 flex-col gap-3">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <div>
            <h3 className="font-medium">{name}</h3>
            {line.variant.title !== "Default Title" && (
              <p className="text-muted-foreground text-sm">{line.variant.title}</p>
            )}
            <p className="text-muted-foreground text-sm">
              {formatPrice(line.variant.price.amount, line.variant.price.currencyCode, locale)} {text.each}
            </p>
          </div>
          <p className="font-semibold tabular-nums">
            <span className="sr-only">{text.lineTotal}: </span>
            {formatPrice(line.lineTotal.amount, line.lineTotal.currencyCode, locale)}
          </p>
        </div>
        {/* One form for the line: each button posts its own quantity (0 removes the line), before and after hydration. */}
        <ActionForm
          action={updateCartLineFormAction}
          fields={{ lineId: line.id }}
          onAction={(submitted) => changeTo(Number(submitted.get("quantity")))}
          className="flex flex-wrap items-center justify-between gap-2"
        >
          <div role="group" aria-label={`${text.quantity}: ${name}`} className="flex items-center rounded-md border">
            <Button
              type="submit"
              name="quantity"
              value={quantity - 1}
              variant="ghost"
              size="icon"
              className="size-11 md:size-9"
              disabled={disabled || quantity <= 1}
              aria-label={text.decrease(name)}
            >
              <CssIcon name="minus" />
            </Button>
            <span className="min-w-8 text-center text-sm font-medium tabular-nums" data-testid="line-quantity">
              {quantity}
            </span>
            <Button
              type="submit"
              name="quantity"
              value={quantity + 1}
              variant="ghost"
              size="icon"
              className="size-11 md:size-9"
              disabled={disabled || atCap}
              aria-label={text.increase(name)}
              title={atCap ? text.atLimit : undefined}
            >
              <CssIcon name="plus" />
            </Button>
          </div>
          <Button
            type="submit"
            name="quantity"
            value={0}
            variant="ghost"
            size="sm"
            disabled={disabled}
            aria-label={text.remove(name)}
            className="text-muted-foreground"
          >
            <CssIcon name="trash" />
            {cartMessages.actions.remove}
          </Button>
        </ActionForm>
      </div>
    </li>
  );
}
