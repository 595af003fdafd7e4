import type { Metadata } from "next";

import { AdminPage } from "@/components/admin/admin-page";
import { OrderSearchForm } from "@/components/admin/orders/order-search-form";
import { OrdersTable } from "@/components/admin/orders/orders-table";
import { PaginationNav } from "@/components/admin/pagination-nav";
import { adminOrderMessages } from "@/content/messages/en/admin-orders";
import { listOrdersForAdmin } from "@/lib/admin/orders/list-orders";
import { adminPageMetadata } from "@/lib/admin/page-metadata";
import { requireAdminPage } from "@/lib/auth/admin";
import { getDb } from "@/lib/db";
import { adminOrderSearchSchema, type RawSearchParams } from "@/lib/validations/admin-lists";

export const dynamic = "force-dynamic";
export const metadata: Metadata = adminPageMetadata(adminOrderMessages.meta.title);

export default async function AdminOrdersPage({ searchParams }: { searchParams: Promise<RawSearchParams> }) {
  await requireAdminPage();
  const search = adminOrderSearchSchema.parse(await searchParams);
  const list = await listOrdersForAdmin(await getDb(), search);
  return (
    <AdminPage section="/admin/orders" title={adminOrderMessages.title}>
      <OrderSearchForm current={search} />
      <OrdersTable rows={list.rows} total={list.total} />
      <PaginationNav path="/admin/orders" query={{ q: search.q, status: search.status }} list={list} />
    </AdminPage>
  );
}
