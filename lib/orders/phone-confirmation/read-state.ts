import "server-only";

import { eq } from "drizzle-orm";

import type { Db } from "@/lib/db";
import { orderPhoneConfirmations } from "@/lib/db/schema";
import { maskPhone } from "./mask-phone";

/** What the confirmation page shows of a cash order's phone confirmation. */
export type PhoneConfirmationState =
  | { kind: "confirmed" }
  /** A code went out (and may be re-sent); or none could, and the owner will call. */
  | { kind: "awaiting"; maskedPhone: string; codeSent: boolean };

export async function readPhoneConfirmation(
  db: Db,
  order: { id: string; phone: string | null; lifecycleStage: string | null },
): Promise<PhoneConfirmationState | null> {
  if (order.lifecycleStage === "confirmed") return { kind: "confirmed" };
  if (order.lifecycleStage !== "placed") return null;
  const [row] = await db
    .select({ sends: orderPhoneConfirmations.sends })
    .from(orderPhoneConfirmations)
    .where(eq(orderPhoneConfirmations.orderId, order.id));
  return { kind: "awaiting", maskedPhone: maskPhone(order.phone ?? ""), codeSent: (row?.sends ?? 0) > 0 };
}
