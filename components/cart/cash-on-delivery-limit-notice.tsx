"use client";

import { CircleAlert } from "lucide-react";

import { useLocale } from "@/components/i18n/locale-provider";
import { methodList } from "@/content/payment-methods";
import { cashOnDeliveryExcess, cashOnDeliveryTotalWith } from "@/lib/cart/cash-on-delivery-limit";
import type { OnlinePaymentMethod } from "@/content/payment-methods";
import type { ShopperCart } from "@/lib/commerce/types";
import { formatPrice } from "@/lib/currency/format-price";
import { cartTexts } from "@/content/messages/client/cart";
import { useTexts } from "@/lib/i18n/client-texts";
import { cn } from "@/lib/utils";

/** The quantity a product page's stepper has chosen, and what the page knows of the shop's checkout. */
export type ChosenQuantity = {
  quantity: number;
  /** Unit price in AED. */
  price: number;
  /** The methods the shop takes online; null: cash on delivery only. */
  payNowOffered: readonly OnlinePaymentMethod[] | null;
};

/**
 * Says, as soon as the cart reaches the cash-on-delivery limit, that it cannot be placed and how much to remove, so the
 * shopper learns it on the product page or in the cart, not after typing an address. On a product page it also counts
 * the quantity the stepper has chosen (`adding`), before it is added. Renders nothing otherwise.
 */
export function CashOnDeliveryLimitNotice({
  cart,
  adding,
  className,
}: {
  cart: ShopperCart | null;
  adding?: ChosenQuantity;
  className?: string;
}) {
  const locale = useLocale();
  const cartMessages = useTexts(cartTexts, locale);
  const excess = cashOnDeliveryExcess(cart);
  const withChosen = excess === null && adding ? cashOnDeliveryTotalWith(cart, adding.price * adding.quantity) : null;
  const payNowOffered = cart?.payNowOffered ?? adding?.payNowOffered;
  if ((excess !== null || withChosen !== null) && payNowOffered)
    return (
      <p role="status" data-testid="cod-limit-notice" className={cn("bg-secondary rounded-md p-3 text-sm", className)}>
        {cartMessages.payNowOverCashOnDeliveryLimit(methodList(locale, payNowOffered))}
      </p>
    );
  const currency = cart?.totalAmount.currencyCode ?? "AED";
  const text =
    excess !== null
      ? cartMessages.overCashOnDeliveryLimit(formatPrice(excess, currency, locale))
      : withChosen !== null && adding
        ? cartMessages.chosenQuantityOverCashOnDeliveryLimit(adding.quantity, formatPrice(withChosen, currency, locale))
        : null;
  if (!text) return null;
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
      <span>{text}</span>
    </p>
  );
}
