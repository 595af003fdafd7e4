import type { ShopDiscountCodeRow } from "@/lib/db/schema";
import type { DiscountTerms } from "./discount-terms";

/** Why an owner-made code is refused before the cart's items are looked at (dates, switched off, limits). */
export type OwnerCodeRefusal = "expired" | "not_started" | "used_up" | "used_by_you";

export type OwnerCodeWindow = Pick<ShopDiscountCodeRow, "active" | "startsAt" | "endsAt">;

/** A switched-off code reads as ended to a shopper: nothing to learn about the owner's plans from it. */
export function ownerCodeWindowRefusal(row: OwnerCodeWindow, now = new Date()): OwnerCodeRefusal | null {
  if (!row.active) return "expired";
  if (row.startsAt && row.startsAt.getTime() > now.getTime()) return "not_started";
  if (row.endsAt && row.endsAt.getTime() <= now.getTime()) return "expired";
  return null;
}

/** The limits against the uses already counted (all of them, and this customer's: null when not known yet). */
export function ownerCodeUsageRefusal(
  row: Pick<ShopDiscountCodeRow, "usageLimit" | "perCustomerLimit">,
  uses: { total: number; byCustomer: number | null },
): OwnerCodeRefusal | null {
  if (row.usageLimit !== null && uses.total >= row.usageLimit) return "used_up";
  if (row.perCustomerLimit !== null && uses.byCustomer !== null && uses.byCustomer >= row.perCustomerLimit)
    return "used_by_you";
  return null;
}

export function ownerCodeTerms(
  row: Pick<ShopDiscountCodeRow, "code" | "kind" | "value" | "minimumOrderFils" | "productIds">,
): DiscountTerms {
  return {
    code: row.code,
    kind: row.kind,
    value: row.value,
    minimumOrderFils: row.minimumOrderFils,
    productIds: row.productIds && row.productIds.length > 0 ? row.productIds : null,
  };
}
