import type { Metadata } from "next";

import { AdminPage } from "@/components/admin/admin-page";
import { CourierManifestLink } from "@/components/admin/orders/courier-manifest-link";
import { OrderSearchForm } from "@/components/admin/orders/order-search-form";
import { OrdersTable } from "@/components/admin/orders/orders-table";
import { PaginationNav } from "@/components/admin/pagination-nav";
import { adminOrderMessages } from "@/content/messages/en/admin-orders";
import { listOrdersForAdmin } from "@/lib/admin/orders/list-orders";
import { adminPageMetadata } from "@/lib/admin/page-metadata";
import { requireAdminPage } from "@/lib/auth/admin";
import { offersCashOnDelivery } from "@/lib/commerce";
import { getDb } from "@/lib/db";
import { readAdminOrderSearch, type RawSearchParams } from "@/lib/validations/admin-lists";

export const dynamic = "force-dynamic";
export const metadata: Metadata = adminPageMetadata(adminOrderMessages.meta.title);

/** The export link carries the list's own filter, so the download matches what is on screen. */
function exportHref({ q, status }: { q?: string; status?: string }): string {
  const query = new URLSearchParams();
  if (q) query.set("q", q);
  if (status) query.set("status", status);
  const text = query.toString();
  return text ? `/admin/orders/export?${text}` : "/admin/orders/export";
}

export default async function AdminOrdersPage({ searchParams }: { searchParams: Promise<RawSearchParams> }) {
  await requireAdminPage();
  const reading = readAdminOrderSearch(await searchParams);
  // A shop on Shopify's checkout has Shopify's orders, whose own status words the filter then offers too.
  const shopifyOrders = !offersCashOnDelivery();
  if (!reading.ok)
    return (
      <AdminPage section="/admin/orders" title={adminOrderMessages.title}>
        <OrderSearchForm current={reading.search} problem={reading.message} shopifyOrders={shopifyOrders} />
      </AdminPage>
    );
  const { search } = reading;
  const list = await listOrdersForAdmin(await getDb(), search);
  return (
    <AdminPage section="/admin/orders" title={adminOrderMessages.title}>
      <OrderSearchForm current={search} shopifyOrders={shopifyOrders} />
      <p className="text-sm">
        <a href={exportHref(search)} className="underline underline-offset-4" download>
          {adminOrderMessages.export.link}
        </a>{" "}
        <span className="text-muted-foreground">{adminOrderMessages.export.hint}</span>
      </p>
      <CourierManifestLink />
      <OrdersTable rows={list.rows} total={list.total} />
      <PaginationNav path="/admin/orders" query={{ q: search.q, status: search.status }} list={list} />
    </AdminPage>
  );
}
