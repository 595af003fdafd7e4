import { randomBytes } from "node:crypto";

import type { Db } from "@/lib/db";
import { shopDiscountCodes, type ShopDiscountCodeRow } from "@/lib/db/schema";

/** An owner-made code written as /admin/discounts stores it: 10% off the whole cart unless told otherwise. */
export async function insertOwnerCode(
  db: Db,
  terms: Partial<Omit<ShopDiscountCodeRow, "id" | "createdAt" | "updatedAt">> = {},
): Promise<ShopDiscountCodeRow> {
  const [row] = await db
    .insert(shopDiscountCodes)
    .values({
      code: `OWNER-${randomBytes(4).toString("hex").toUpperCase()}`,
      kind: "percent",
      value: 1000,
      ...terms,
    })
    .returning();
  if (!row) throw new Error("inserting the code returned no row");
  return row;
}
