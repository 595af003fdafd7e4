import Link from "next/link";

import { adminMessages } from "@/content/messages/en/admin";
import { adminCustomerMessages } from "@/content/messages/en/admin-customers";
import { orderStatusWords } from "@/content/messages/en/order-status";
import type { CustomerNote, CustomerOrder } from "@/lib/admin/customers/get-customer";
import { formatPrice } from "@/lib/currency/format-price";
import { orderStatusOf } from "@/lib/orders/order-status";
import { AdminTable, cellClass } from "../admin-table";

const { history, notes } = adminCustomerMessages.view;

// A local order says where it stands in its one status; a Shopify order keeps Shopify's words.
function statusOf(order: CustomerOrder) {
  const status = orderStatusOf(order);
  return status ? orderStatusWords[status] : `${order.status}, ${order.fulfillmentStatus}`;
}

export function CustomerOrderHistory({ orders }: { orders: CustomerOrder[] }) {
  return (
    <section aria-labelledby="customer-history" className="grid gap-3">
      <h2 id="customer-history" className="font-serif text-xl font-semibold">
        {history.title}
      </h2>
      <AdminTable
        caption={history.caption(orders.length)}
        headers={[history.number, history.date, history.status, history.total]}
        empty={history.empty}
        rowCount={orders.length}
      >
        {orders.map((order) => (
          <tr key={order.id}>
            <th scope="row" className={cellClass}>
              <Link
                href={`/admin/orders/${order.id}`}
                className="text-primary font-medium underline underline-offset-4"
              >
                {order.orderNumber}
              </Link>
            </th>
            <td className={cellClass}>{adminMessages.dateTime(order.createdAt)}</td>
            <td className={cellClass}>{statusOf(order)}</td>
            <td className={`${cellClass} text-end tabular-nums`}>
              {formatPrice(order.totalAmount, order.currency)}
              {order.refundedFils > 0 ? (
                <span className="text-muted-foreground block text-xs">
                  {history.refunded(formatPrice(order.refundedFils / 100))}
                </span>
              ) : null}
            </td>
          </tr>
        ))}
      </AdminTable>
    </section>
  );
}

export function CustomerOrderNotes({ entries }: { entries: CustomerNote[] }) {
  return (
    <section aria-labelledby="customer-notes" className="bg-card grid gap-3 rounded-xl border p-6">
      <div>
        <h2 id="customer-notes" className="font-serif text-xl font-semibold">
          {notes.title}
        </h2>
        <p className="text-muted-foreground text-sm">{notes.intro}</p>
      </div>
      {entries.length === 0 ? (
        <p className="text-muted-foreground text-sm">{notes.empty}</p>
      ) : (
        <ul className="grid gap-3">
          {entries.map((note) => (
            <li key={note.id} className="grid gap-1 text-sm">
              <p className="whitespace-pre-line">{note.body}</p>
              <p className="text-muted-foreground text-xs">
                <Link href={`/admin/orders/${note.orderId}`} className="underline underline-offset-4">
                  {notes.on(note.orderNumber, note.authorName)}
                </Link>
                , {adminMessages.dateTime(note.createdAt)}
              </p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
