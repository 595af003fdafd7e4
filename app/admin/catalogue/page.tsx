import type { Metadata } from "next";

import { AdminPage } from "@/components/admin/admin-page";
import { CatalogueEntryForm } from "@/components/admin/catalogue/catalogue-entry-form";
import { CatalogueRowStatus } from "@/components/admin/catalogue/catalogue-row-status";
import { ShopifyCatalogueView } from "@/components/admin/catalogue/shopify-catalogue-view";
import { adminCatalogueMessages as text } from "@/content/messages/en/admin-catalogue";
import {
  catalogueIsEditable,
  loadCatalogueAdmin,
  type CatalogueAdminRow,
} from "@/lib/admin/catalogue/load-catalogue-admin";
import { readShopifyCatalogue } from "@/lib/admin/catalogue/read-shopify-catalogue";
import { adminPageMetadata } from "@/lib/admin/page-metadata";
import { requireAdminPage } from "@/lib/auth/admin";
import { getDb } from "@/lib/db";

export const dynamic = "force-dynamic";
export const metadata: Metadata = adminPageMetadata(text.meta.title);

function Section({ title, rows, editable }: { title: string; rows: CatalogueAdminRow[]; editable: boolean }) {
  return (
    <section aria-labelledby={`catalogue-${title}`} className="grid gap-4">
      <h2 id={`catalogue-${title}`} className="font-serif text-2xl font-semibold">
        {title}
      </h2>
      <ul className="grid gap-4">
        {rows.map((row) => (
          <li key={row.figures.id} className="grid gap-2">
            {editable ? <CatalogueEntryForm row={row} /> : <h3 className="font-medium">{row.name}</h3>}
            <CatalogueRowStatus row={row} />
          </li>
        ))}
      </ul>
    </section>
  );
}

export default async function AdminCataloguePage() {
  await requireAdminPage();
  // Under the shopify provider the figures are Shopify's: shown read-only, with links to edit them there.
  if (!catalogueIsEditable()) {
    return (
      <AdminPage section="/admin/catalogue" title={text.title}>
        <p className="text-muted-foreground max-w-3xl text-sm">{text.readOnly}</p>
        <ShopifyCatalogueView rows={await readShopifyCatalogue()} />
      </AdminPage>
    );
  }
  const view = await loadCatalogueAdmin(await getDb());
  return (
    <AdminPage section="/admin/catalogue" title={text.title}>
      <p className="text-muted-foreground max-w-3xl text-sm">{view.editable ? text.intro : text.readOnly}</p>
      <Section title={text.products} rows={view.products} editable={view.editable} />
      <Section title={text.bundles} rows={view.bundles} editable={view.editable} />
    </AdminPage>
  );
}
