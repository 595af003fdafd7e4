import "server-only";

import { recordAdminAction } from "@/lib/audit/record-admin-action";
import type { AdminUser } from "@/lib/auth/admin";
import type { Db } from "@/lib/db";
import { codHoldLifts } from "@/lib/db/schema";
import { phoneKeyOf, type RefusalSubject } from "@/lib/orders/cod-refusal-hold";
import { customerEmailOf, customerKeyOf } from "./customer-key";

/**
 * The owner lifts the hold of an order's shopper (its e-mail and phone): refusals so far stop counting, cash on
 * delivery is offered again. The same form sent twice (`requestKey`) lifts once. Audited.
 */
export async function liftCodHold(
  db: Db,
  actor: AdminUser,
  subject: RefusalSubject & { requestKey: string },
): Promise<void> {
  const email = customerEmailOf(subject.email);
  await db.transaction(async (tx) => {
    const lifted = await tx
      .insert(codHoldLifts)
      .values({ email, phoneKey: phoneKeyOf(subject.phone), liftedBy: actor.email, requestKey: subject.requestKey })
      .onConflictDoNothing({ target: codHoldLifts.requestKey })
      .returning({ id: codHoldLifts.id });
    if (lifted.length === 0) return;
    await recordAdminAction(tx, {
      actor,
      action: "customer.cod_hold_lifted",
      target: `customer:${customerKeyOf(email)}`,
    });
  });
}
