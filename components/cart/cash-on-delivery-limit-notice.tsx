"use client";

import { CircleAlert } from "lucide-react";

import { useLocale } from "@/components/i18n/locale-provider";
import { methodList } from "@/content/payment-methods";
import { cashOnDeliveryExcess } from "@/lib/cart/cash-on-delivery-limit";
import type { ShopperCart } from "@/lib/commerce/types";
import { formatPrice } from "@/lib/currency/format-price";
import { cartTexts } from "@/content/messages/client/cart";
import { useTexts } from "@/lib/i18n/client-texts";
import { cn } from "@/lib/utils";

/**
 * Says, as soon as the cart reaches the cash-on-delivery limit, that it cannot be placed and how much to remove, so the
 * shopper learns it on the product page or in the cart, not after typing an address. Renders nothing otherwise.
 */
export function CashOnDeliveryLimitNotice({ cart, className }: { cart: ShopperCart | null; className?: string }) {
  const locale = useLocale();
  const cartMessages = useTexts(cartTexts, locale);
  const excess = cashOnDeliveryExcess(cart);
  if (excess === null || !cart) return null;
  if (cart.payNowOffered)
    return (
      <p role="status" data-testid="cod-limit-notice" className={cn("bg-secondary rounded-md p-3 text-sm", className)}>
        {cartMessages.payNowOverCashOnDeliveryLimit(methodList(locale, cart.payNowOffered))}
      </p>
    );
  return (
    <p
      role="status"
      data-testid="cod-limit-notice"
      className={cn(
        "border-destructive/40 bg-destructive/5 text-destructive flex gap-2 rounded-md border p-3 text-sm",
        className,
      )}
    >
      <CircleAlert aria-hidden className="mt-0.5 size-4 shrink-0" />
      <span>{cartMessages.overCashOnDeliveryLimit(formatPrice(excess, cart.totalAmount.currencyCode, locale))}</span>
    </p>
  );
}
