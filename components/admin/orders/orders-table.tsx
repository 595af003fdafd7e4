import Link from "next/link";

import { OrderStatusBadge } from "@/components/orders/order-status-badge";
import { codStageTone, fulfillmentStatusTone, paymentStatusTone } from "@/components/orders/order-status-tone";
import { adminMessages } from "@/content/messages/en/admin";
import { adminOrderMessages } from "@/content/messages/en/admin-orders";
import { orderChannel } from "@/lib/admin/orders/order-channel";
import type { AdminOrderListRow } from "@/lib/admin/orders/list-orders";
import { formatPrice } from "@/lib/currency/format-price";
import { orderStatusOf } from "@/lib/orders/order-status";
import { AdminTable, cellClass } from "../admin-table";
import { PhoneConfirmationBadge } from "./phone-confirmation-badge";

const { table, sources } = adminOrderMessages;

/** A shop's own order by its one status; a Shopify order by Shopify's payment and fulfilment words. */
function OrderStatuses({ order }: { order: AdminOrderListRow }) {
  const status = orderStatusOf(order);
  if (status) return <OrderStatusBadge status={status} tone={codStageTone(status)} />;
  const cancelled = order.status === "cancelled";
  return (
    <span className="flex flex-wrap gap-1">
      <OrderStatusBadge status={order.financialStatus} tone={paymentStatusTone(order.financialStatus)} />
      <OrderStatusBadge
        status={cancelled ? order.status : order.fulfillmentStatus}
        tone={cancelled ? "grey" : fulfillmentStatusTone(order.fulfillmentStatus)}
      />
    </span>
  );
}

export function OrdersTable({ rows, total }: { rows: AdminOrderListRow[]; total: number }) {
  return (
    <AdminTable
      caption={table.caption(total)}
      headers={[table.number, table.date, table.customer, table.source, table.status, table.total]}
      empty={table.empty}
      rowCount={rows.length}
    >
      {rows.map((order) => (
        <tr key={order.id}>
          <th scope="row" className={cellClass}>
            <Link href={`/admin/orders/${order.id}`} className="text-primary font-medium underline underline-offset-4">
              {order.orderNumber}
            </Link>
          </th>
          <td className={cellClass}>{adminMessages.dateTime(order.createdAt)}</td>
          <td className={cellClass}>
            <span className="block">{order.customerName ?? "-"}</span>
            <span className="text-muted-foreground block">{order.email}</span>
          </td>
          <td className={cellClass}>{sources[orderChannel(order)]}</td>
          <td className={cellClass}>
            <span className="flex flex-wrap gap-1">
              <OrderStatuses order={order} />
              <PhoneConfirmationBadge mark={order.phoneConfirmation} stage={order.lifecycleStage} />
            </span>
          </td>
          <td className={`${cellClass} text-end tabular-nums`}>{formatPrice(order.totalAmount, order.currency)}</td>
        </tr>
      ))}
    </AdminTable>
  );
}
