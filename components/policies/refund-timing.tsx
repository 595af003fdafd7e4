import { returnsCopy } from "@/content/copy/returns";
import { shopPromiseText } from "@/content/copy/shop-promises";
import { pageCheckoutOffer } from "@/lib/payments/checkout-offer";
import { getRequestLocale } from "@/lib/i18n/request-locale";

export async function RefundTiming() {
  const locale = getRequestLocale();
  const { title } = returnsCopy[locale].refunds;
  // Which refund routes exist depends on how the shopper could pay (no card refunds under cash on delivery).
  const refunds = shopPromiseText(locale, await pageCheckoutOffer()).refunds;
  return (
    <section aria-labelledby="refund-timing-heading" className="bg-card rounded-xl border p-6">
      <h2 id="refund-timing-heading" className="text-2xl font-semibold">
        {title}
      </h2>
      <dl className="mt-4 divide-y">
        {refunds.rows.map((item) => (
          <div key={item.method} className="flex justify-between gap-4 py-3">
            <dt>{item.method}</dt>
            <dd className="font-medium">{item.time}</dd>
          </div>
        ))}
      </dl>
      <p className="text-muted-foreground mt-3 text-sm">{refunds.note}</p>
    </section>
  );
}
