import "server-only";

import { and, eq } from "drizzle-orm";

import type { Db } from "@/lib/db";
import { orders } from "@/lib/db/schema";
import { uaeMobileE164 } from "@/lib/messaging";

/** The cash order behind a confirmation link's token (its only key), with its phone as the provider is sent it. */
export async function findCashOrderByToken(db: Db, publicToken: string) {
  const [order] = await db
    .select({ id: orders.id, phone: orders.phone })
    .from(orders)
    .where(
      and(
        eq(orders.publicToken, publicToken),
        eq(orders.paymentMethod, "cash_on_delivery"),
        eq(orders.source, "local"),
      ),
    )
    .limit(1);
  return order ? { id: order.id, phone: uaeMobileE164(order.phone ?? "") ?? order.phone ?? "" } : null;
}
