import type { Metadata } from "next";

import { AdminPage } from "@/components/admin/admin-page";
import { DiscountCodeForm } from "@/components/admin/discounts/discount-code-form";
import { DiscountCodesTable } from "@/components/admin/discounts/discount-codes-table";
import { adminDiscountMessages as text } from "@/content/messages/en/admin-discounts";
import { discountProductChoices } from "@/lib/admin/discounts/discount-products";
import { emptyOwnerCodeForm } from "@/lib/admin/discounts/owner-code-form-values";
import { listOwnerCodes } from "@/lib/admin/discounts/owner-code-list";
import { adminPageMetadata } from "@/lib/admin/page-metadata";
import { requireAdminPage } from "@/lib/auth/admin";
import { getDb } from "@/lib/db";

export const dynamic = "force-dynamic";
export const metadata: Metadata = adminPageMetadata(text.title);

/** The owner's own codes: what each gives and sold, and the form for a new one. */
export default async function AdminDiscountsPage() {
  await requireAdminPage();
  const db = await getDb();
  const [codes, products] = await Promise.all([listOwnerCodes(db), discountProductChoices(db)]);
  return (
    <AdminPage section="/admin/discounts" title={text.title} intro={text.intro}>
      <DiscountCodesTable codes={codes} />
      <section aria-labelledby="new-code-title" className="grid gap-4 rounded-lg border p-4">
        <h2 id="new-code-title" className="font-serif text-xl font-semibold">
          {text.create.title}
        </h2>
        <DiscountCodeForm stored={emptyOwnerCodeForm} products={products} submitLabel={text.create.submit} />
      </section>
    </AdminPage>
  );
}
