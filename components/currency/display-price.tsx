"use client";

import { useCurrency } from "@/components/currency/currency-provider";
import { currencyMessages } from "@/content/messages/en/currency";
import { formatPrice } from "@/lib/currency/format-price";

/**
 * An AED catalogue price in the shopper's currency. The server (and every shopper before hydration) renders AED;
 * a converted figure is marked approximate, because the shop charges in AED.
 */
export function DisplayPrice({ amount }: { amount: number }) {
  const { display } = useCurrency();
  if (display.code === "AED") return formatPrice(amount);
  return (
    <>
      <span className="sr-only">{currencyMessages.approximately} </span>
      <span aria-hidden>≈ </span>
      {formatPrice(amount * display.rate, display.code)}
    </>
  );
}

/** Says in words, under a detail page's converted price, that the AED amount is what is paid. */
export function ApproximatePriceNote({ amount, className }: { amount: number; className?: string }) {
  const { display } = useCurrency();
  if (display.code === "AED") return null;
  return <p className={className}>{currencyMessages.approximateNote(display.code, formatPrice(amount))}</p>;
}

/** In the cart, which never converts: tells a shopper browsing in another currency that AED is what is charged. */
export function ChargedInAedNote({ className }: { className?: string }) {
  const { display } = useCurrency();
  if (display.code === "AED") return null;
  return <p className={className}>{currencyMessages.chargedInAed(display.code)}</p>;
}
