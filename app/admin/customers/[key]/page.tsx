import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";

import { AdminPage } from "@/components/admin/admin-page";
import { CustomerOrderHistory, CustomerOrderNotes } from "@/components/admin/customers/customer-history";
import { CustomerNotes } from "@/components/admin/customers/customer-notes";
import { CustomerSummaryList } from "@/components/admin/customers/customer-summary";
import { adminCustomerMessages } from "@/content/messages/en/admin-customers";
import { emailOfCustomerKey } from "@/lib/admin/customers/customer-key";
import { notesOfCustomer } from "@/lib/admin/customers/customer-notes";
import { getCustomer } from "@/lib/admin/customers/get-customer";
import { adminPageMetadata } from "@/lib/admin/page-metadata";
import { requireAdminPage } from "@/lib/auth/admin";
import { getDb } from "@/lib/db";

const { view, noName } = adminCustomerMessages;

export const dynamic = "force-dynamic";
export const metadata: Metadata = adminPageMetadata(adminCustomerMessages.meta.title);

export default async function AdminCustomerPage({ params }: { params: Promise<{ key: string }> }) {
  await requireAdminPage();
  const { key } = await params;
  const email = emailOfCustomerKey(key);
  if (!email) notFound();
  const db = await getDb();
  const customer = await getCustomer(db, email);
  if (!customer) notFound();
  const notes = await notesOfCustomer(db, email);
  return (
    <AdminPage
      section="/admin/customers"
      title={view.heading(customer.summary.name ?? noName)}
      actions={
        <Link href="/admin/customers" className="text-sm underline underline-offset-4">
          {view.back}
        </Link>
      }
    >
      <CustomerSummaryList summary={customer.summary} />
      <CustomerNotes customerKey={key} notes={notes} />
      <CustomerOrderHistory orders={customer.orders} />
      <CustomerOrderNotes entries={customer.notes} />
    </AdminPage>
  );
}
