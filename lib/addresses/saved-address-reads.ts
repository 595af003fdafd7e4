import "server-only";

import { and, asc, desc, eq } from "drizzle-orm";

import type { Db } from "@/lib/db";
import { savedAddresses, type SavedAddressRow } from "@/lib/db/schema";
import type { savedAddressFields } from "@/lib/validations/saved-address";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
export type SavedAddress = Pick<SavedAddressRow, "id" | "isDefault" | (typeof savedAddressFields)[number]>;

const shown = {
  id: savedAddresses.id,
  isDefault: savedAddresses.isDefault,
  fullName: savedAddresses.fullName,
  phone: savedAddresses.phone,
  emirate: savedAddresses.emirate,
  addressLine: savedAddresses.addressLine,
  city: savedAddresses.city,
};

export const ofShopper = (userId: string, id: string) =>
  and(eq(savedAddresses.userId, userId), eq(savedAddresses.id, id));

/** The shopper's addresses, the default first, then the newest. */
export async function listSavedAddresses(db: Db | Tx, userId: string): Promise<SavedAddress[]> {
  return db
    .select(shown)
    .from(savedAddresses)
    .where(eq(savedAddresses.userId, userId))
    .orderBy(desc(savedAddresses.isDefault), desc(savedAddresses.createdAt), asc(savedAddresses.id));
}

/** The address book with when each was saved and changed, for the shopper's data export. */
export async function savedAddressesForExport(db: Db, userId: string) {
  return db
    .select({
      fullName: savedAddresses.fullName,
      phone: savedAddresses.phone,
      emirate: savedAddresses.emirate,
      addressLine: savedAddresses.addressLine,
      city: savedAddresses.city,
      isDefault: savedAddresses.isDefault,
      savedAt: savedAddresses.createdAt,
      updatedAt: savedAddresses.updatedAt,
    })
    .from(savedAddresses)
    .where(eq(savedAddresses.userId, userId))
    .orderBy(asc(savedAddresses.createdAt), asc(savedAddresses.id));
}
