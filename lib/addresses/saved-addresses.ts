import "server-only";

import { and, eq, ne } from "drizzle-orm";

import type { Db } from "@/lib/db";
import { savedAddresses, users } from "@/lib/db/schema";
import { savedAddressFields, type SavedAddressDetails } from "@/lib/validations/saved-address";
import { SAVED_ADDRESS_LIMIT } from "./address-limit";
import { listSavedAddresses, ofShopper } from "./saved-address-reads";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

// Trimmed by the schema already; case and inner spaces make no new address either.
const comparable = (value: string) => value.toLowerCase().replace(/\s+/g, " ");
const sameAddress = (a: SavedAddressDetails, b: SavedAddressDetails) =>
  savedAddressFields.every((field) => comparable(a[field]) === comparable(b[field]));

/**
 * One shopper's writes wait for each other (the user row is locked): two saves at once cannot pass the limit
 * together, and two defaults cannot race into the partial unique index.
 */
async function asShopper<T>(db: Db, userId: string, work: (tx: Tx) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for("update");
    return work(tx);
  });
}

async function setDefault(tx: Tx, userId: string, id: string): Promise<void> {
  await tx
    .update(savedAddresses)
    .set({ isDefault: false, updatedAt: new Date() })
    .where(and(eq(savedAddresses.userId, userId), eq(savedAddresses.isDefault, true), ne(savedAddresses.id, id)));
  await tx.update(savedAddresses).set({ isDefault: true, updatedAt: new Date() }).where(ofShopper(userId, id));
}

const pickDetails = (details: SavedAddressDetails): SavedAddressDetails => ({
  fullName: details.fullName,
  phone: details.phone,
  emirate: details.emirate,
  addressLine: details.addressLine,
  city: details.city,
});

export type SaveOutcome = { ok: true; id: string; created: boolean } | { ok: false; reason: "limit_reached" };

/**
 * Adds an address; one identical to a saved one is that one (a second submit, or checkout saving it again, adds
 * nothing). The first address is the default; `makeDefault` makes this one the default.
 */
export async function addSavedAddress(
  db: Db,
  userId: string,
  details: SavedAddressDetails,
  { makeDefault = false }: { makeDefault?: boolean } = {},
): Promise<SaveOutcome> {
  return asShopper(db, userId, async (tx) => {
    const existing = await listSavedAddresses(tx, userId);
    const same = existing.find((address) => sameAddress(address, details));
    if (same) {
      if (makeDefault && !same.isDefault) await setDefault(tx, userId, same.id);
      return { ok: true, id: same.id, created: false };
    }
    if (existing.length >= SAVED_ADDRESS_LIMIT) return { ok: false, reason: "limit_reached" };
    const isDefault = makeDefault || !existing.some((address) => address.isDefault);
    if (isDefault)
      await tx
        .update(savedAddresses)
        .set({ isDefault: false, updatedAt: new Date() })
        .where(and(eq(savedAddresses.userId, userId), eq(savedAddresses.isDefault, true)));
    const [row] = await tx
      .insert(savedAddresses)
      .values({ userId, ...pickDetails(details), isDefault })
      .returning({ id: savedAddresses.id });
    return { ok: true, id: row!.id, created: true };
  });
}

/** Changes one of the shopper's addresses; false when it is not theirs (or no longer there). Repeating it is harmless. */
export async function updateSavedAddress(
  db: Db,
  userId: string,
  id: string,
  details: SavedAddressDetails,
  { makeDefault = false }: { makeDefault?: boolean } = {},
): Promise<boolean> {
  return asShopper(db, userId, async (tx) => {
    const updated = await tx
      .update(savedAddresses)
      .set({ ...pickDetails(details), updatedAt: new Date() })
      .where(ofShopper(userId, id))
      .returning({ id: savedAddresses.id });
    if (updated.length === 0) return false;
    if (makeDefault) await setDefault(tx, userId, id);
    return true;
  });
}

/** Makes one of the shopper's addresses the default; false when it is not theirs. */
export async function makeDefaultSavedAddress(db: Db, userId: string, id: string): Promise<boolean> {
  return asShopper(db, userId, async (tx) => {
    const [found] = await tx.select({ id: savedAddresses.id }).from(savedAddresses).where(ofShopper(userId, id));
    if (!found) return false;
    await setDefault(tx, userId, id);
    return true;
  });
}

/**
 * Deletes one of the shopper's addresses; false when it is not theirs or already gone. When it was the default,
 * the newest left takes its place, so checkout still starts filled.
 */
export async function deleteSavedAddress(db: Db, userId: string, id: string): Promise<boolean> {
  return asShopper(db, userId, async (tx) => {
    const [deleted] = await tx
      .delete(savedAddresses)
      .where(ofShopper(userId, id))
      .returning({ isDefault: savedAddresses.isDefault });
    if (!deleted) return false;
    if (deleted.isDefault) {
      const [next] = await listSavedAddresses(tx, userId);
      if (next) await setDefault(tx, userId, next.id);
    }
    return true;
  });
}
