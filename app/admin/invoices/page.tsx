import type { Metadata } from "next";
import Link from "next/link";

import { AdminActionForm } from "@/components/admin/admin-action-form";
import { AdminPage } from "@/components/admin/admin-page";
import { AdminTable, cellClass } from "@/components/admin/admin-table";
import { PaginationNav } from "@/components/admin/pagination-nav";
import { adminMessages } from "@/content/messages/en/admin";
import { adminInvoiceMessages as text } from "@/content/messages/en/admin-invoices";
import { resendInvoiceAction } from "@/lib/actions/admin/resend-invoice";
import { listInvoices } from "@/lib/admin/invoices/list-invoices";
import { adminPageMetadata } from "@/lib/admin/page-metadata";
import { requireAdminPage } from "@/lib/auth/admin";
import { formatPrice } from "@/lib/currency/format-price";
import { getDb } from "@/lib/db";
import { invoicePath } from "@/lib/invoices/invoice-path";
import { adminPagedSchema, type RawSearchParams } from "@/lib/validations/admin-lists";

export const dynamic = "force-dynamic";
export const metadata: Metadata = adminPageMetadata(text.title);

export default async function AdminInvoicesPage({ searchParams }: { searchParams: Promise<RawSearchParams> }) {
  await requireAdminPage();
  const { page } = adminPagedSchema.parse(await searchParams);
  const list = await listInvoices(await getDb(), page);
  const { table } = text;
  const money = (fils: number) => formatPrice(fils / 100, "AED", "en");
  return (
    <AdminPage section="/admin/invoices" title={text.title}>
      <p className="text-muted-foreground text-sm">{text.intro}</p>
      <AdminTable
        caption={table.caption(list.total)}
        headers={[table.number, table.date, table.order, table.customer, table.total, table.vat, table.actions]}
        empty={table.empty}
        rowCount={list.rows.length}
      >
        {list.rows.map((row) => (
          <tr key={row.id}>
            <th scope="row" id={`invoice-${row.id}`} className={`${cellClass} font-normal`}>
              <a href={invoicePath("en", row.publicToken)} className="font-medium underline-offset-4 hover:underline">
                {row.number}
              </a>
              <span className="text-muted-foreground block text-xs">{text.kinds[row.kind]}</span>
            </th>
            <td className={cellClass}>{adminMessages.dateTime(row.issuedAt)}</td>
            <td className={cellClass}>
              <Link href={`/admin/orders/${row.orderId}`} className="underline-offset-4 hover:underline">
                {row.orderNumber}
              </Link>
            </td>
            <td className={cellClass}>{row.customerName}</td>
            <td className={`${cellClass} tabular-nums`}>{money(row.totalFils)}</td>
            <td className={`${cellClass} tabular-nums`}>{money(row.vatFils)}</td>
            <td className={cellClass}>
              <AdminActionForm
                action={resendInvoiceAction}
                fields={{ id: row.id }}
                label={text.resend}
                describedBy={`invoice-${row.id}`}
                variant="outline"
              />
            </td>
          </tr>
        ))}
      </AdminTable>
      <PaginationNav path="/admin/invoices" list={list} />
    </AdminPage>
  );
}
