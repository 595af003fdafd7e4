import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { z } from "zod";

import { AdminPage } from "@/components/admin/admin-page";
import { DiscountCodeForm } from "@/components/admin/discounts/discount-code-form";
import { adminDiscountMessages as text } from "@/content/messages/en/admin-discounts";
import { discountProductChoices } from "@/lib/admin/discounts/discount-products";
import { ownerCodeFormValues } from "@/lib/admin/discounts/owner-code-form-values";
import { findOwnerCodeById } from "@/lib/admin/discounts/owner-code-list";
import { adminPageMetadata } from "@/lib/admin/page-metadata";
import { requireAdminPage } from "@/lib/auth/admin";
import { getDb } from "@/lib/db";

export const dynamic = "force-dynamic";
export const metadata: Metadata = adminPageMetadata(text.title);

/** One code's terms to change; the list page switches it off or on. */
export default async function AdminDiscountCodePage({ params }: { params: Promise<{ id: string }> }) {
  await requireAdminPage();
  const parsed = z.uuid().safeParse((await params).id);
  if (!parsed.success) notFound();
  const db = await getDb();
  const [row, products] = await Promise.all([findOwnerCodeById(db, parsed.data), discountProductChoices(db)]);
  if (!row) notFound();
  return (
    <AdminPage section="/admin/discounts" title={text.editPage.title(row.code)}>
      <Link href="/admin/discounts" className="text-primary text-sm underline underline-offset-4">
        {text.editPage.back}
      </Link>
      <DiscountCodeForm stored={ownerCodeFormValues(row)} products={products} submitLabel={text.editPage.submit} />
    </AdminPage>
  );
}
