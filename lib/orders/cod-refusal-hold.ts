import "server-only";

import { and, desc, eq, or, sql } from "drizzle-orm";

import { policies } from "@/content/policies";
import { customerEmailOf } from "@/lib/admin/customers/customer-key";
import type { Db } from "@/lib/db";
import { codHoldLifts, orders } from "@/lib/db/schema";

/** Who a refusal history is about: an order's or a checkout's e-mail and phone. */
export type RefusalSubject = { email: string; phone: string | null };

export type RefusedOrder = { id: string; orderNumber: string; refusedAt: Date };

export type RefusalHistory = {
  /** Every order of this e-mail or phone refused at the door, newest first. */
  refused: RefusedOrder[];
  /** Those refused since the owner's last lift: what the hold counts. */
  counted: number;
  lift: { at: Date; by: string } | null;
  /** Cash on delivery is withheld: Pay now only (where the shop offers it). */
  withheld: boolean;
};

/** A UAE number typed as +971 50…, 050… or 00971 50… is the same phone: its last 9 digits. */
export function phoneKeyOf(phone: string | null | undefined): string | null {
  const digits = (phone ?? "").replace(/\D/g, "");
  return digits.length >= 9 ? digits.slice(-9) : null;
}

const orderPhoneKey = sql`right(regexp_replace(coalesce(${orders.phone}, ''), '[^0-9]', '', 'g'), 9)`;

/** The orders of this e-mail or phone refused at the door, and the owner's last lift of either. */
export async function readRefusalHistory(db: Db, subject: RefusalSubject): Promise<RefusalHistory> {
  const email = customerEmailOf(subject.email);
  const phoneKey = phoneKeyOf(subject.phone);
  const [refused, lifts] = await Promise.all([
    db
      .select({ id: orders.id, orderNumber: orders.orderNumber, refusedAt: orders.refusedAt })
      .from(orders)
      .where(
        and(
          eq(orders.lifecycleStage, "refused"),
          phoneKey
            ? or(sql`lower(${orders.email}) = ${email}`, sql`${orderPhoneKey} = ${phoneKey}`)
            : sql`lower(${orders.email}) = ${email}`,
        ),
      )
      .orderBy(desc(orders.refusedAt)),
    db
      .select({ at: codHoldLifts.liftedAt, by: codHoldLifts.liftedBy })
      .from(codHoldLifts)
      .where(
        phoneKey
          ? or(eq(codHoldLifts.email, email), eq(codHoldLifts.phoneKey, phoneKey))
          : eq(codHoldLifts.email, email),
      )
      .orderBy(desc(codHoldLifts.liftedAt))
      .limit(1),
  ]);
  const lift = lifts[0] ?? null;
  const history = refused.flatMap((order) =>
    order.refusedAt ? [{ id: order.id, orderNumber: order.orderNumber, refusedAt: order.refusedAt }] : [],
  );
  const counted = history.filter((order) => !lift || order.refusedAt > lift.at).length;
  return { refused: history, counted, lift, withheld: counted >= policies.cashOnDelivery.payNowOnlyAfterRefusals };
}
