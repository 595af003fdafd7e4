import { cartMessages } from "@/content/messages/cart";
import { checkoutMessages } from "@/content/messages/checkout";
import { trackOrderMessages } from "@/content/messages/track-order";
import type { Locale } from "@/lib/i18n/locales";
import { formatShopDate } from "@/lib/orders/delivery-estimate";
import type { CodLifecycleStage } from "@/lib/orders/cod-lifecycle";
import type { OrderLookupResult } from "@/lib/orders/order-lookup-shape";
import { orderStatusOf } from "@/lib/orders/order-status";
import { summaryLinesOfLookup } from "@/lib/orders/summary-lines";
import { vatIncludedLine } from "@/lib/tax/shop-vat";
import { OrderStatusBadge } from "./order-status-badge";
import { CodProgress } from "./cod-progress";
import { codStageTone, fulfillmentStatusTone, paymentStatusTone } from "./order-status-tone";
import { OrderSummary } from "./order-summary";
import { DeliveryArea } from "./delivery-area";
import { TrackingShipment } from "./tracking-shipment";
import { OrderReturns } from "@/components/returns/order-returns";

type TrackingResultProps = {
  result: OrderLookupResult;
  /** The form moves focus here once a lookup succeeds, so the result is read first. */
  headingRef?: React.Ref<HTMLHeadingElement>;
  /** Rendered by the (client) tracking form and by the account's order page alike, so the language is handed down. */
  locale: Locale;
  /** The e-mail that found the order, for its return form (tracking's entry, or the signed-in shopper's address). */
  email?: string;
};

/** The one status of a shop's own order: its stage, or returned once a return of it was refunded. */
const shopOrderStatus = (stage: CodLifecycleStage, returns: OrderLookupResult["returns"]) =>
  orderStatusOf({
    lifecycleStage: stage,
    returned: returns?.requests.some((entry) => entry.state === "refunded") ?? false,
  })!;

export function TrackingResult({ result: { order, items, returns }, headingRef, locale, email }: TrackingResultProps) {
  const { result: text } = trackOrderMessages[locale];
  // A cash-on-delivery order has one status a shopper understands (placed ... cancelled, refused): its payment and
  // fulfilment words beside it contradicted it ("Cancelled" next to "Unfulfilled", in Arabic "being prepared").
  const statuses = order.lifecycle
    ? [
        {
          label: text.order,
          status: shopOrderStatus(order.lifecycle.stage, returns),
          tone: codStageTone(order.lifecycle.stage),
        },
      ]
    : [
        { label: text.order, status: order.status, tone: paymentStatusTone(order.status) },
        { label: text.payment, status: order.financial_status, tone: paymentStatusTone(order.financial_status) },
        {
          label: text.fulfillment,
          status: order.fulfillment_status,
          tone: fulfillmentStatusTone(order.fulfillment_status),
        },
      ];
  return (
    <article aria-labelledby="tracking-result-title" className="bg-card grid gap-6 rounded-xl border p-6 shadow-sm">
      <header className="grid gap-1">
        <h2
          id="tracking-result-title"
          ref={headingRef}
          tabIndex={-1}
          className="font-serif text-2xl font-semibold outline-none"
        >
          {text.heading(order.shopify_order_number)}
        </h2>
        <p className="text-muted-foreground">{text.placedOn(formatShopDate(new Date(order.created_at), locale))}</p>
      </header>

      <section aria-label={text.statusTitle}>
        <dl className="flex flex-wrap gap-x-6 gap-y-3">
          {statuses.map(({ label, status, tone }) => (
            <div key={label} className="grid gap-1">
              <dt className="text-muted-foreground text-sm">{label}</dt>
              <dd>
                <OrderStatusBadge status={status} tone={tone} locale={locale} />
              </dd>
            </div>
          ))}
        </dl>
      </section>

      {order.lifecycle ? (
        <CodProgress
          lifecycle={order.lifecycle}
          placedAt={order.created_at}
          currency={order.currency}
          locale={locale}
        />
      ) : null}
      <TrackingShipment order={order} locale={locale} />
      <OrderSummary
        texts={{ cart: cartMessages[locale], checkout: checkoutMessages[locale] }}
        title={text.itemsTitle}
        headingLevel={3}
        lines={summaryLinesOfLookup(items)}
        totals={{
          subtotal: order.subtotal_amount,
          discount: order.discount_amount,
          discountCode: order.discount_code,
          shipping: order.shipping_amount,
          codFee: order.cod_fee_amount ?? 0,
          total: order.total_amount,
          taxLine: vatIncludedLine(order.vat_amount ?? null),
          currency: order.currency,
        }}
        testIdPrefix="tracking"
        locale={locale}
      />
      <DeliveryArea area={order.delivery_area} locale={locale} />
      {returns ? (
        <OrderReturns returns={returns} email={email} orderNumber={order.shopify_order_number} locale={locale} />
      ) : null}
    </article>
  );
}
