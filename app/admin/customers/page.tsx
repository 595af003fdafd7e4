import type { Metadata } from "next";

import { AdminPage } from "@/components/admin/admin-page";
import { CustomerSearchForm } from "@/components/admin/customers/customer-search-form";
import { CustomersTable } from "@/components/admin/customers/customers-table";
import { PaginationNav } from "@/components/admin/pagination-nav";
import { adminCustomerMessages } from "@/content/messages/en/admin-customers";
import { listCustomers } from "@/lib/admin/customers/list-customers";
import { adminPageMetadata } from "@/lib/admin/page-metadata";
import { requireAdminPage } from "@/lib/auth/admin";
import { getDb } from "@/lib/db";
import { readAdminCustomerSearch, type RawSearchParams } from "@/lib/validations/admin-lists";

export const dynamic = "force-dynamic";
export const metadata: Metadata = adminPageMetadata(adminCustomerMessages.meta.title);

export default async function AdminCustomersPage({ searchParams }: { searchParams: Promise<RawSearchParams> }) {
  await requireAdminPage();
  const reading = readAdminCustomerSearch(await searchParams);
  const page = (children: React.ReactNode) => (
    <AdminPage section="/admin/customers" title={adminCustomerMessages.title} intro={adminCustomerMessages.intro}>
      {children}
    </AdminPage>
  );
  if (!reading.ok) return page(<CustomerSearchForm current={reading.search} problem={reading.message} />);
  const { search } = reading;
  const list = await listCustomers(await getDb(), search);
  return page(
    <>
      <CustomerSearchForm current={search} />
      <CustomersTable rows={list.rows} total={list.total} />
      <PaginationNav path="/admin/customers" query={{ q: search.q }} list={list} />
    </>,
  );
}
