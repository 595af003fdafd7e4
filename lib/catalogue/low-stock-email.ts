import "server-only";

import { brand } from "@/content/brand";
import { adminCatalogueMessages } from "@/content/messages/en/admin-catalogue";
import { products } from "@/content/products";
import type { Db } from "@/lib/db";
import { enqueueMail } from "@/lib/mail/outbox";
import { ownerAddress } from "@/lib/owner/owner-address";
import type { LowStockCrossing } from "./stock";

const { lowStockMail } = adminCatalogueMessages;
/** Where the owner changes the count: the e-mail links straight there. */
const catalogueLink = new URL("/admin/catalogue", brand.siteUrl).toString();

/**
 * One e-mail per product whose stock just fell to its threshold or sold out, in the transaction that took the stock:
 * a crossing happens once on the way down (checkStockTaken reports it only when the count was above before), so the
 * owner is not e-mailed again for every later sale, only after a restock lifts it above again.
 */
export async function enqueueLowStockAlerts(tx: Pick<Db, "insert">, crossings: LowStockCrossing[]): Promise<string[]> {
  const ids: string[] = [];
  for (const crossing of crossings) {
    const name = products.find((product) => product.id === crossing.productId)?.name ?? crossing.productId;
    const text =
      crossing.kind === "sold_out"
        ? { subject: lowStockMail.soldOutSubject(name), text: lowStockMail.soldOutBody(name, catalogueLink) }
        : {
            subject: lowStockMail.subject(name, crossing.stock),
            text: lowStockMail.body(name, crossing.stock, crossing.threshold, catalogueLink),
          };
    const id = await enqueueMail(tx, { kind: "low_stock", to: ownerAddress(), toName: brand.name, ...text });
    if (id) ids.push(id);
  }
  return ids;
}
