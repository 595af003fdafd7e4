import type { Metadata } from "next";

import { AdminPage } from "@/components/admin/admin-page";
import { AdminTable, cellClass } from "@/components/admin/admin-table";
import { PaginationNav } from "@/components/admin/pagination-nav";
import { adminMessages } from "@/content/messages/en/admin";
import { adminAuditMessages as text } from "@/content/messages/en/admin-operations";
import { adminPageMetadata } from "@/lib/admin/page-metadata";
import { readAuditLog } from "@/lib/audit/read-audit-log";
import { requireAdminPage } from "@/lib/auth/admin";
import { getDb } from "@/lib/db";
import { adminPagedSchema, type RawSearchParams } from "@/lib/validations/admin-lists";

export const dynamic = "force-dynamic";
export const metadata: Metadata = adminPageMetadata(text.title);

export default async function AdminAuditPage({ searchParams }: { searchParams: Promise<RawSearchParams> }) {
  await requireAdminPage();
  const { page } = adminPagedSchema.parse(await searchParams);
  const log = await readAuditLog(await getDb(), page);
  const { table } = text;
  return (
    <AdminPage section="/admin/audit" title={text.title}>
      <AdminTable
        caption={table.caption}
        headers={[table.when, table.who, table.what, table.target, table.details]}
        empty={table.empty}
        rowCount={log.rows.length}
      >
        {log.rows.map((entry) => (
          <tr key={entry.id}>
            <th scope="row" className={`${cellClass} font-normal whitespace-nowrap`}>
              <time dateTime={entry.createdAt.toISOString()}>{adminMessages.dateTime(entry.createdAt)}</time>
            </th>
            <td className={cellClass}>{entry.actorEmail ?? entry.actorId}</td>
            <td className={`${cellClass} font-mono`}>{entry.action}</td>
            <td className={`${cellClass} font-mono break-all`}>{entry.target ?? "-"}</td>
            <td className={`${cellClass} font-mono text-xs break-all`}>
              {entry.details ? JSON.stringify(entry.details) : "-"}
            </td>
          </tr>
        ))}
      </AdminTable>
      <PaginationNav path="/admin/audit" list={log} />
    </AdminPage>
  );
}
