import { ConvertedPrice } from "@/components/currency/converted-price";
import { formatPrice } from "@/lib/currency/format-price";
import { getRequestLocale } from "@/lib/i18n/request-locale";

/** An AED catalogue price, written on the server; the browser converts it when the shopper picks another currency. */
export function DisplayPrice({ amount }: { amount: number }) {
  return <ConvertedPrice amount={amount} aed={formatPrice(amount, "AED", getRequestLocale())} />;
}
