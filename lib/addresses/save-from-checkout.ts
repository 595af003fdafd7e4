import "server-only";

import type { Db } from "@/lib/db";
import type { SavedAddressDetails } from "@/lib/validations/saved-address";
import { addSavedAddress } from "./saved-addresses";
import { logError } from "@/lib/observability/json-log";

/**
 * "Save this address to my account", ticked at checkout: called once the order is placed, so only an address the
 * order accepted is kept. A guest (no session) saves nothing; one already saved, or a full address book, adds
 * nothing. A failure here is logged and never fails the order the shopper has just placed.
 */
export async function saveCheckoutAddress(db: Db, details: SavedAddressDetails): Promise<void> {
  try {
    // The auth modules load only when the box was ticked (lib/actions/define-action.ts loads them the same way).
    const { getCurrentSession } = await import("@/lib/auth/session");
    const session = await getCurrentSession();
    if (session) await addSavedAddress(db, session.user.id, details);
  } catch (error) {
    logError("[checkout] saving the delivery address to the account failed", error);
  }
}
