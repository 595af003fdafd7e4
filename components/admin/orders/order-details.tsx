import { OrderStatusBadge } from "@/components/orders/order-status-badge";
import { codStageTone, fulfillmentStatusTone, paymentStatusTone } from "@/components/orders/order-status-tone";
import { ShippingAddress } from "@/components/orders/shipping-address";
import { TrackingShipment } from "@/components/orders/tracking-shipment";
import { adminMessages } from "@/content/messages/en/admin";
import { adminOrderMessages } from "@/content/messages/en/admin-orders";
import { orderChannel } from "@/lib/admin/orders/order-channel";
import { trackOrderMessages } from "@/content/messages/en/track-order";
import type { AdminOrderView } from "@/lib/admin/orders/get-order";
import { formatPrice } from "@/lib/currency/format-price";
import { storedVatForDisplay } from "@/lib/tax/shop-vat";
import { AdminTable, cellClass } from "../admin-table";
import { orderStatusOf } from "@/lib/orders/order-status";

const { view, sources } = adminOrderMessages;
const { result: statusText } = trackOrderMessages;

/** Everything the back office knows about one order, tracking included (shown as the shopper sees it). */
/** A shop's own order shows its one status; a Shopify order Shopify's order, payment and fulfilment words. */
export function OrderDetails({ order, items, returned }: AdminOrderView) {
  const status = orderStatusOf({ lifecycleStage: order.lifecycleStage, returned });
  const price = (amount: number) => formatPrice(amount, order.currency);
  const vatIncluded = storedVatForDisplay(order.vatAmountFils);
  const totals: [string, string][] = [
    [view.subtotal, price(order.subtotalAmount)],
    [view.shipping, price(order.shippingAmount)],
    ...(order.codFeeAmount > 0 ? [[view.codFee, price(order.codFeeAmount)] as [string, string]] : []),
    ...(order.discountAmount > 0
      ? [
          [
            `${view.discount}${order.discountCode ? ` (${order.discountCode})` : ""}`,
            `- ${price(order.discountAmount)}`,
          ] as [string, string],
        ]
      : []),
    [view.total, price(order.totalAmount)],
    ...(vatIncluded ? [[view.vatIncluded, price(vatIncluded)] as [string, string]] : []),
  ];
  return (
    <div className="grid gap-6 lg:grid-cols-[2fr_1fr]">
      <div className="grid content-start gap-6">
        <dl className="flex flex-wrap gap-x-6 gap-y-2 text-sm">
          {(status
            ? [[statusText.order, <OrderStatusBadge key="o" status={status} tone={codStageTone(status)} />]]
            : [
                [statusText.order, <OrderStatusBadge key="o" status={order.status} tone="grey" />],
                [
                  statusText.payment,
                  <OrderStatusBadge
                    key="p"
                    status={order.financialStatus}
                    tone={paymentStatusTone(order.financialStatus)}
                  />,
                ],
                [
                  statusText.fulfillment,
                  <OrderStatusBadge
                    key="f"
                    status={order.fulfillmentStatus}
                    tone={fulfillmentStatusTone(order.fulfillmentStatus)}
                  />,
                ],
              ]
          ).map(([label, badge]) => (
            <div key={String(label)} className="flex items-center gap-2">
              <dt className="font-medium">{label}</dt>
              <dd>{badge}</dd>
            </div>
          ))}
        </dl>
        <AdminTable
          caption={view.items}
          headers={[view.item, view.quantity, view.price, view.lineTotal]}
          empty="-"
          rowCount={items.length}
        >
          {items.map((item) => (
            <tr key={item.id}>
              <th scope="row" className={`${cellClass} font-normal`}>
                {item.title}
                {item.variantTitle ? <span className="text-muted-foreground block">{item.variantTitle}</span> : null}
              </th>
              <td className={cellClass}>{item.quantity}</td>
              <td className={`${cellClass} tabular-nums`}>{price(item.price)}</td>
              <td className={`${cellClass} tabular-nums`}>{price(item.totalPrice)}</td>
            </tr>
          ))}
        </AdminTable>
        <dl className="grid max-w-sm grid-cols-[1fr_auto] gap-x-6 gap-y-1 text-sm">
          {totals.map(([label, amount]) => (
            <div key={label} className="contents">
              <dt>{label}</dt>
              <dd className="text-end tabular-nums">{amount}</dd>
            </div>
          ))}
        </dl>
      </div>
      <aside className="grid content-start gap-6">
        <section aria-labelledby="customer-title" className="grid gap-1 text-sm">
          <h2 id="customer-title" className="font-serif text-lg font-semibold">
            {view.customer}
          </h2>
          <p>{order.customerName ?? "-"}</p>
          <p>
            <a href={`mailto:${order.email}`} className="underline underline-offset-4">
              {order.email}
            </a>
          </p>
          {order.phone ? <p>{order.phone}</p> : null}
          <p className="text-muted-foreground">
            {sources[orderChannel(order)]} · {adminMessages.dateTime(order.createdAt)}
          </p>
        </section>
        <ShippingAddress address={order.shippingAddress} />
        {order.trackingNumber ? (
          <TrackingShipment
            order={{
              tracking_company: order.trackingCompany,
              tracking_number: order.trackingNumber,
              tracking_url: order.trackingUrl,
            }}
          />
        ) : (
          <p className="text-muted-foreground text-sm">{view.noTracking}</p>
        )}
      </aside>
    </div>
  );
}
