import type { Metadata } from "next";

import { AdminPage } from "@/components/admin/admin-page";
import { ContactFilterLinks } from "@/components/admin/contact-filter-links";
import { ContactMessagesTable } from "@/components/admin/contact-messages-table";
import { PaginationNav } from "@/components/admin/pagination-nav";
import { adminContactMessages as text } from "@/content/messages/en/admin-operations";
import { listContactMessages } from "@/lib/admin/contact/list-contact-messages";
import { adminPageMetadata } from "@/lib/admin/page-metadata";
import { requireAdminPage } from "@/lib/auth/admin";
import { getDb } from "@/lib/db";
import { adminContactSearchSchema, type RawSearchParams } from "@/lib/validations/admin-lists";

export const dynamic = "force-dynamic";
export const metadata: Metadata = adminPageMetadata(text.title);

export default async function AdminMessagesPage({ searchParams }: { searchParams: Promise<RawSearchParams> }) {
  await requireAdminPage();
  const search = adminContactSearchSchema.parse(await searchParams);
  const list = await listContactMessages(await getDb(), search);
  return (
    <AdminPage section="/admin/messages" title={text.title}>
      <ContactFilterLinks current={search.status} />
      {search.status === "data-requests" ? (
        <p className="text-muted-foreground text-sm">{text.dataRequestsIntro}</p>
      ) : null}
      <ContactMessagesTable rows={list.rows} total={list.total} />
      <PaginationNav
        path="/admin/messages"
        query={{ status: search.status === "new" ? undefined : search.status }}
        list={list}
      />
    </AdminPage>
  );
}
