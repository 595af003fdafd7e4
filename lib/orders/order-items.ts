import "server-only";

import { asc, eq } from "drizzle-orm";

import type { Db } from "@/lib/db";
import { orderItems } from "@/lib/db/schema";

export function readOrderItems(db: Db, orderId: string) {
  return db.select().from(orderItems).where(eq(orderItems.orderId, orderId)).orderBy(asc(orderItems.id));
}
