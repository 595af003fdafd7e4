import "server-only";

import { eq } from "drizzle-orm";

import type { Db } from "@/lib/db";
import { onlinePayments, type OnlinePaymentRow } from "@/lib/db/schema";

/** An order's online payment as the gateway reported it, for the back office; null for a cash order. */
export async function readOrderPayment(db: Db, orderId: string): Promise<OnlinePaymentRow | null> {
  const [payment] = await db.select().from(onlinePayments).where(eq(onlinePayments.orderId, orderId));
  return payment ?? null;
}
