import type { Metadata } from "next";
import Link from "next/link";

import { AdminPage } from "@/components/admin/admin-page";
import { AdminTable, cellClass } from "@/components/admin/admin-table";
import { PaginationNav } from "@/components/admin/pagination-nav";
import { adminMessages } from "@/content/messages/en/admin";
import { adminAuditWords } from "@/content/messages/en/admin-audit";
import { adminAuditMessages as text } from "@/content/messages/en/admin-operations";
import { adminPageMetadata } from "@/lib/admin/page-metadata";
import { readAuditLog, type AuditEntry } from "@/lib/audit/read-audit-log";
import { formatPrice } from "@/lib/currency/format-price";
import { requireAdminPage } from "@/lib/auth/admin";
import { getDb } from "@/lib/db";
import { adminPagedSchema, type RawSearchParams } from "@/lib/validations/admin-lists";

export const dynamic = "force-dynamic";
export const metadata: Metadata = adminPageMetadata(text.title);

const aed = (fils: number) => formatPrice(fils / 100);

const whoOf = (entry: AuditEntry) =>
  entry.actorId.startsWith("shopper:")
    ? adminAuditWords.shopper(entry.actorEmail)
    : (entry.actorName ?? entry.actorEmail ?? entry.actorId);

export default async function AdminAuditPage({ searchParams }: { searchParams: Promise<RawSearchParams> }) {
  await requireAdminPage();
  const { page } = adminPagedSchema.parse(await searchParams);
  const log = await readAuditLog(await getDb(), page);
  const { table } = text;
  return (
    <AdminPage section="/admin/audit" title={text.title}>
      <AdminTable
        caption={table.caption}
        headers={[table.when, table.who, table.what]}
        empty={table.empty}
        rowCount={log.rows.length}
      >
        {log.rows.map((entry) => (
          <tr key={entry.id}>
            <th scope="row" className={`${cellClass} font-normal whitespace-nowrap`}>
              <time dateTime={entry.createdAt.toISOString()}>{adminMessages.dateTime(entry.createdAt)}</time>
            </th>
            <td className={cellClass}>{entry.actorEmail ?? entry.actorId}</td>
            <td className={cellClass}>
              {adminAuditWords.sentence({ ...entry, who: whoOf(entry), aed })}
              {entry.orderId && entry.orderNumber ? (
                <>
                  {" "}
                  <Link
                    href={`/admin/orders/${entry.orderId}`}
                    className="text-sm whitespace-nowrap underline underline-offset-4"
                  >
                    {adminAuditWords.openOrder(entry.orderNumber)}
                  </Link>
                </>
              ) : null}
            </td>
          </tr>
        ))}
      </AdminTable>
      <PaginationNav path="/admin/audit" list={log} />
    </AdminPage>
  );
}
