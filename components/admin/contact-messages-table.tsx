import Link from "next/link";

import { Badge } from "@/components/ui/badge";
import { adminMessages } from "@/content/messages/en/admin";
import { adminContactMessages as text } from "@/content/messages/en/admin-operations";
import type { ContactMessageSummary } from "@/lib/admin/contact/list-contact-messages";
import { AdminTable, cellClass } from "./admin-table";

export function ContactMessagesTable({ rows, total }: { rows: ContactMessageSummary[]; total: number }) {
  const { table } = text;
  return (
    <AdminTable
      caption={table.caption(total)}
      headers={[table.subject, table.from, table.received, table.status]}
      empty={table.empty}
      rowCount={rows.length}
    >
      {rows.map((message) => (
        <tr key={message.id}>
          <th scope="row" className={cellClass}>
            <Link
              href={`/admin/messages/${message.id}`}
              className="text-primary font-medium underline underline-offset-4"
            >
              {message.subject}
            </Link>
          </th>
          <td className={cellClass}>
            <span className="block">
              {message.firstName} {message.lastName}
            </span>
            <span className="text-muted-foreground block">{message.email}</span>
          </td>
          <td className={cellClass}>{adminMessages.dateTime(message.createdAt)}</td>
          <td className={cellClass}>
            <Badge variant={message.status === "new" ? "default" : "secondary"}>{text.statuses[message.status]}</Badge>
          </td>
        </tr>
      ))}
    </AdminTable>
  );
}
