import "server-only";

import { getDb } from "@/lib/db";
import { listSavedAddresses, type SavedAddress } from "./saved-address-reads";

/** The signed-in shopper's address book, for the pages (which never open the database themselves). */
export async function savedAddressesOf(userId: string): Promise<SavedAddress[]> {
  return listSavedAddresses(await getDb(), userId);
}

/**
 * The address checkout starts filled with: the one the shopper picked (`?address=<id>`, only ever one of theirs),
 * else the default, else none.
 */
export function addressToFill(addresses: readonly SavedAddress[], picked: unknown): SavedAddress | undefined {
  return addresses.find((address) => address.id === picked) ?? addresses.find((address) => address.isDefault);
}
