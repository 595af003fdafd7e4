import type { ShopDiscountCodeRow } from "@/lib/db/schema";

/** A stored code as its form's fields show it: percentages and AED as typed, days in Gulf time. */
export type OwnerCodeFormValues = {
  id: string;
  code: string;
  kind: ShopDiscountCodeRow["kind"];
  value: string;
  minimum: string;
  startsOn: string;
  endsOn: string;
  usageLimit: string;
  perCustomerLimit: string;
  productIds: string[];
};

const GULF_OFFSET_MS = 4 * 3_600_000;
const gulfDay = (instant: Date) => new Date(instant.getTime() + GULF_OFFSET_MS).toISOString().slice(0, 10);
const decimal = (hundredths: number) => (hundredths / 100).toFixed(2).replace(/\.00$/, "");

export function ownerCodeFormValues(row: ShopDiscountCodeRow): OwnerCodeFormValues {
  return {
    id: row.id,
    code: row.code,
    kind: row.kind,
    value: row.kind === "free_delivery" ? "" : row.kind === "fixed" ? (row.value / 100).toFixed(2) : decimal(row.value),
    minimum: row.minimumOrderFils > 0 ? (row.minimumOrderFils / 100).toFixed(2) : "",
    startsOn: row.startsAt ? gulfDay(row.startsAt) : "",
    // The code ends at the start of the day after its last one.
    endsOn: row.endsAt ? gulfDay(new Date(row.endsAt.getTime() - 1)) : "",
    usageLimit: row.usageLimit === null ? "" : String(row.usageLimit),
    perCustomerLimit: row.perCustomerLimit === null ? "" : String(row.perCustomerLimit),
    productIds: row.productIds ?? [],
  };
}

export const emptyOwnerCodeForm: OwnerCodeFormValues = {
  id: "",
  code: "",
  kind: "percent",
  value: "",
  minimum: "",
  startsOn: "",
  endsOn: "",
  usageLimit: "",
  perCustomerLimit: "",
  productIds: [],
};

export { gulfDay };
