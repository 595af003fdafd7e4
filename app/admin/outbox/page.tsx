import type { Metadata } from "next";

import { AdminActionForm } from "@/components/admin/admin-action-form";
import { AdminPage } from "@/components/admin/admin-page";
import { AdminTable, cellClass } from "@/components/admin/admin-table";
import { PaginationNav } from "@/components/admin/pagination-nav";
import { Badge } from "@/components/ui/badge";
import { adminMessages } from "@/content/messages/en/admin";
import { adminOutboxMessages as text } from "@/content/messages/en/admin-operations";
import { retryOutboxEmailAction } from "@/lib/actions/admin/retry-outbox-email";
import { listUndeliveredMail } from "@/lib/admin/outbox/list-undelivered-mail";
import { adminPageMetadata } from "@/lib/admin/page-metadata";
import { requireAdminPage } from "@/lib/auth/admin";
import { getDb } from "@/lib/db";
import { adminPagedSchema, type RawSearchParams } from "@/lib/validations/admin-lists";

export const dynamic = "force-dynamic";
export const metadata: Metadata = adminPageMetadata(text.title);

export default async function AdminOutboxPage({ searchParams }: { searchParams: Promise<RawSearchParams> }) {
  await requireAdminPage();
  const { page } = adminPagedSchema.parse(await searchParams);
  const list = await listUndeliveredMail(await getDb(), page);
  const { table } = text;
  return (
    <AdminPage section="/admin/outbox" title={text.title}>
      <p className="text-muted-foreground text-sm">{text.intro}</p>
      <AdminTable
        caption={table.caption(list.total)}
        headers={[
          table.subject,
          table.to,
          table.kind,
          table.status,
          table.attempts,
          table.lastError,
          table.nextAttempt,
          table.actions,
        ]}
        empty={table.empty}
        rowCount={list.rows.length}
      >
        {list.rows.map((mail) => (
          <tr key={mail.id}>
            <th scope="row" id={`mail-${mail.id}`} className={`${cellClass} font-normal`}>
              {mail.subject}
            </th>
            <td className={`${cellClass} break-all`}>{mail.toAddress}</td>
            <td className={cellClass}>{mail.kind}</td>
            <td className={cellClass}>
              <Badge variant={mail.status === "failed" ? "destructive" : "secondary"}>
                {text.statuses[mail.status]}
              </Badge>
            </td>
            <td className={`${cellClass} tabular-nums`}>{mail.attempts}</td>
            <td className={`${cellClass} text-muted-foreground max-w-xs break-words`}>{mail.lastError ?? "-"}</td>
            <td className={cellClass}>{adminMessages.dateTime(mail.nextAttemptAt)}</td>
            <td className={cellClass}>
              <AdminActionForm
                action={retryOutboxEmailAction}
                fields={{ id: mail.id }}
                label={text.retry}
                describedBy={`mail-${mail.id}`}
                variant="outline"
              />
            </td>
          </tr>
        ))}
      </AdminTable>
      <PaginationNav path="/admin/outbox" list={list} />
    </AdminPage>
  );
}
