import "server-only";

import type { Auth } from "@/lib/auth/create-auth";
import type { Db } from "@/lib/db";
import type { AccountHolder } from "./account-records";
import { eraseAccount, type ErasureOutcome, type ReviewsChoice } from "./erase-account";

export type DeletionRequest = { password: string; code?: string; reviews: ReviewsChoice };

/**
 * Deletes the signed-in account once the shopper has proved it is them: the password and, with two-factor on, a
 * code from their app. Both checks go through Better Auth's endpoints, so the auth hook's per-account limits on
 * password and code checks apply (lib/auth/auth-rate-limits.ts). A refused check throws its APIError and nothing
 * is changed; the erasure itself is one transaction.
 */
export async function deleteAccount(
  { auth, db, headers }: { auth: Auth; db: Db; headers: Headers },
  holder: AccountHolder & { twoFactorEnabled: boolean },
  request: DeletionRequest,
): Promise<ErasureOutcome> {
  await auth.api.verifyPassword({ body: { password: request.password }, headers });
  if (holder.twoFactorEnabled) await auth.api.verifyTOTP({ body: { code: request.code ?? "" }, headers });
  return eraseAccount(db, holder, request.reviews);
}
