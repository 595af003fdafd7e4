import type { Metadata } from "next";

import { AdminPage } from "@/components/admin/admin-page";
import { AdminTable, cellClass } from "@/components/admin/admin-table";
import { PaginationNav } from "@/components/admin/pagination-nav";
import { adminMessages } from "@/content/messages/en/admin";
import { adminSubscriberMessages as text } from "@/content/messages/en/admin-operations";
import { adminPageMetadata } from "@/lib/admin/page-metadata";
import { countLeftOutOfExport, listSubscribers } from "@/lib/admin/subscribers/list-subscribers";
import { requireAdminPage } from "@/lib/auth/admin";
import { getDb } from "@/lib/db";
import { adminPagedSchema, type RawSearchParams } from "@/lib/validations/admin-lists";

export const dynamic = "force-dynamic";
export const metadata: Metadata = adminPageMetadata(text.title);

export default async function AdminSubscribersPage({ searchParams }: { searchParams: Promise<RawSearchParams> }) {
  await requireAdminPage();
  const { page } = adminPagedSchema.parse(await searchParams);
  const db = await getDb();
  const [list, leftOut] = await Promise.all([listSubscribers(db, page), countLeftOutOfExport(db)]);
  const { table } = text;
  // A plain link with `download`: the route handler answers with a file, so no client code is involved.
  const exportLink = (
    <a
      href="/admin/subscribers/export"
      download
      className="bg-primary text-primary-foreground hover:bg-primary/90 focus-visible:ring-ring/50 inline-flex h-9 items-center rounded-md px-4 text-sm font-medium focus-visible:ring-[3px] focus-visible:outline-none"
    >
      {text.export}
    </a>
  );
  return (
    <AdminPage section="/admin/subscribers" title={text.title} actions={exportLink}>
      <p className="text-muted-foreground mb-4 text-sm">{text.leftOut(leftOut)}</p>
      <AdminTable
        caption={table.caption(list.total)}
        headers={[table.email, table.source, table.consented, table.confirmed, table.unsubscribed]}
        empty={table.empty}
        rowCount={list.rows.length}
      >
        {list.rows.map((subscriber) => (
          <tr key={subscriber.id}>
            <th scope="row" className={`${cellClass} font-normal break-all`}>
              {subscriber.email}
            </th>
            <td className={cellClass}>{text.sources[subscriber.source]}</td>
            <td className={cellClass}>{adminMessages.dateTime(subscriber.consentedAt)}</td>
            <td className={cellClass}>
              {subscriber.confirmedAt ? adminMessages.dateTime(subscriber.confirmedAt) : "—"}
            </td>
            <td className={cellClass}>
              {subscriber.unsubscribedAt ? adminMessages.dateTime(subscriber.unsubscribedAt) : "—"}
            </td>
          </tr>
        ))}
      </AdminTable>
      <PaginationNav path="/admin/subscribers" list={list} />
    </AdminPage>
  );
}
