import Link from "next/link";

import { OrderStatusBadge } from "@/components/orders/order-status-badge";
import { fulfillmentStatusTone, paymentStatusTone } from "@/components/orders/order-status-tone";
import { adminMessages } from "@/content/messages/en/admin";
import { adminOrderMessages } from "@/content/messages/en/admin-orders";
import { orderChannel } from "@/lib/admin/orders/order-channel";
import type { AdminOrderListRow } from "@/lib/admin/orders/list-orders";
import { formatPrice } from "@/lib/currency/format-price";
import { AdminTable, cellClass } from "../admin-table";

const { table, sources } = adminOrderMessages;

export function OrdersTable({ rows, total }: { rows: AdminOrderListRow[]; total: number }) {
  return (
    <AdminTable
      caption={table.caption(total)}
      headers={[table.number, table.date, table.customer, table.source, table.payment, table.fulfillment, table.total]}
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
            <OrderStatusBadge status={order.financialStatus} tone={paymentStatusTone(order.financialStatus)} />
          </td>
          <td className={cellClass}>
            <OrderStatusBadge
              status={order.status === "cancelled" ? order.status : order.fulfillmentStatus}
              tone={order.status === "cancelled" ? "grey" : fulfillmentStatusTone(order.fulfillmentStatus)}
            />
          </td>
          <td className={`${cellClass} text-end tabular-nums`}>{formatPrice(order.totalAmount, order.currency)}</td>
        </tr>
      ))}
    </AdminTable>
  );
}
