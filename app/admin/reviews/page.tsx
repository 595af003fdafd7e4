import type { Metadata } from "next";

import { AdminPage } from "@/components/admin/admin-page";
import { PaginationNav } from "@/components/admin/pagination-nav";
import { PendingReviewCard } from "@/components/admin/reviews/pending-review-card";
import { adminReviewMessages as text } from "@/content/messages/en/admin-operations";
import { adminPageMetadata } from "@/lib/admin/page-metadata";
import { listPendingReviews } from "@/lib/admin/reviews/list-pending-reviews";
import { requireAdminPage } from "@/lib/auth/admin";
import { getDb } from "@/lib/db";
import { adminPagedSchema, type RawSearchParams } from "@/lib/validations/admin-lists";

export const dynamic = "force-dynamic";
export const metadata: Metadata = adminPageMetadata(text.title);

export default async function AdminReviewsPage({ searchParams }: { searchParams: Promise<RawSearchParams> }) {
  await requireAdminPage();
  const { page } = adminPagedSchema.parse(await searchParams);
  const queue = await listPendingReviews(await getDb(), page);
  return (
    <AdminPage section="/admin/reviews" title={text.title}>
      <p className="text-muted-foreground text-sm">{text.caption(queue.total)}</p>
      {queue.rows.length > 0 ? (
        <ul className="grid gap-4">
          {queue.rows.map((review) => (
            <li key={review.id}>
              <PendingReviewCard review={review} />
            </li>
          ))}
        </ul>
      ) : (
        <p className="bg-muted rounded-md p-6 text-center text-sm">{text.empty}</p>
      )}
      <PaginationNav path="/admin/reviews" list={queue} />
    </AdminPage>
  );
}
