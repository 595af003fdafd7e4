import "server-only";

import { eq } from "drizzle-orm";

import type { AdminUser } from "@/lib/auth/admin";
import { recordAdminAction } from "@/lib/audit/record-admin-action";
import { notifyWaitingShoppers } from "@/lib/back-in-stock/notify-waiting";
import type { Db } from "@/lib/db";
import { catalogueEntries } from "@/lib/db/schema";
import { flushOutbox } from "@/lib/mail";
import type { CatalogueEntryInput } from "@/lib/validations/catalogue";
import type { CatalogueFigures } from "./figures";

export type UpdateCatalogueResult = { ok: true; changed: boolean } | { ok: false; reason: "not_found" };

type Editable = Omit<CatalogueFigures, "id" | "kind">;

/** What the owner may set: a bundle's own figures are its price, whether it is listed, and where. */
function editableFor(kind: CatalogueFigures["kind"], input: CatalogueEntryInput): Partial<Editable> {
  const shared = { priceFils: input.price, active: input.active, position: input.position };
  if (kind === "bundle") return shared;
  return {
    ...shared,
    originalPriceFils: input.originalPrice,
    stock: input.stock,
    lowStockThreshold: input.lowStockThreshold,
    comingSoon: input.comingSoon,
    comingSoonDate: input.comingSoonDate,
  };
}

/**
 * Saves one catalogue row and its audit entry (each changed field, before and after) in one transaction. The row
 * lock keeps two saves from interleaving with each other and with an order taking stock; a save that changes
 * nothing writes nothing, so submitting the same form twice is harmless. A save that makes a product buyable again
 * (stock above nothing, no longer coming soon) queues the back-in-stock e-mails in the same transaction.
 */
export async function updateCatalogueEntry(
  db: Db,
  actor: AdminUser,
  input: CatalogueEntryInput,
): Promise<UpdateCatalogueResult> {
  const saved = await db.transaction(async (tx): Promise<UpdateCatalogueResult & { mailIds?: string[] }> => {
    const [row] = await tx.select().from(catalogueEntries).where(eq(catalogueEntries.id, input.id)).for("update");
    if (!row) return { ok: false, reason: "not_found" };
    const wanted = editableFor(row.kind, input);
    const changes: Record<string, { from: unknown; to: unknown }> = {};
    for (const [field, value] of Object.entries(wanted) as [keyof Editable, unknown][]) {
      if (row[field] !== value) changes[field] = { from: row[field], to: value };
    }
    if (Object.keys(changes).length === 0) return { ok: true, changed: false };
    await tx
      .update(catalogueEntries)
      .set({ ...wanted, updatedAt: new Date() })
      .where(eq(catalogueEntries.id, row.id));
    await recordAdminAction(tx, {
      actor,
      action: "catalogue.updated",
      target: `catalogue:${row.id}`,
      details: { kind: row.kind, changes },
    });
    return { ok: true, changed: true, mailIds: await notifyWaitingShoppers(tx, [row.id]) };
  });
  if (!saved.ok) return saved;
  if (saved.mailIds?.length) await flushOutbox(db, saved.mailIds);
  return { ok: true, changed: saved.changed };
}
