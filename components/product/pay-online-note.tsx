import { shopPromiseText } from "@/content/copy/shop-promises";
import { policies } from "@/content/policies";
import type { Locale } from "@/lib/i18n/locales";
import { pageCheckoutOffer } from "@/lib/payments/checkout-offer";

/**
 * On a product or bundle priced at the cash-on-delivery limit or more, in a shop that takes payment online: says it
 * is paid online and by which methods, before the shopper adds it (server-rendered, no script). Without a gateway it
 * renders nothing, and the cart's own notice says what it always said.
 */
export async function PayOnlineNote({ priceAed, locale }: { priceAed: number; locale: Locale }) {
  const note = shopPromiseText(locale, await pageCheckoutOffer()).payment.overCashLimit;
  if (!note || priceAed < policies.cashOnDelivery.maxOrderTotal) return null;
  return (
    <p data-testid="pay-online-note" className="bg-secondary rounded-md p-3 text-sm">
      {note}
    </p>
  );
}
