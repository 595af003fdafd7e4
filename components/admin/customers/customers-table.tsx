import Link from "next/link";

import { adminMessages } from "@/content/messages/en/admin";
import { adminCustomerMessages } from "@/content/messages/en/admin-customers";
import { customerPath } from "@/lib/admin/customers/customer-key";
import type { CustomerSummary } from "@/lib/admin/customers/list-customers";
import { formatPrice } from "@/lib/currency/format-price";
import { AdminTable, cellClass } from "../admin-table";

const { table, noName } = adminCustomerMessages;

export function CustomersTable({ rows, total }: { rows: CustomerSummary[]; total: number }) {
  return (
    <AdminTable
      caption={table.caption(total)}
      headers={[table.customer, table.phone, table.orders, table.spent, table.refusals, table.lastOrder]}
      empty={table.empty}
      rowCount={rows.length}
    >
      {rows.map((customer) => (
        <tr key={customer.email}>
          <th scope="row" className={`${cellClass} text-start font-normal`}>
            <Link href={customerPath(customer.email)} className="text-primary font-medium underline underline-offset-4">
              {customer.name ?? noName}
            </Link>
            <span className="text-muted-foreground block">{customer.email}</span>
            <span className="text-muted-foreground block text-xs">
              {customer.accountId ? table.account : table.guest}
            </span>
          </th>
          <td className={cellClass}>{customer.phones.join(", ") || "-"}</td>
          <td className={`${cellClass} text-end tabular-nums`}>{customer.orderCount}</td>
          <td className={`${cellClass} text-end whitespace-nowrap tabular-nums`}>
            {formatPrice(customer.spentFils / 100)}
          </td>
          <td className={`${cellClass} text-end tabular-nums`}>{customer.refusals}</td>
          <td className={cellClass}>
            {customer.lastOrderAt ? adminMessages.dateTime(customer.lastOrderAt) : table.never}
          </td>
        </tr>
      ))}
    </AdminTable>
  );
}
