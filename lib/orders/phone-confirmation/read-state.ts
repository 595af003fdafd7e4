import "server-only";

import { eq } from "drizzle-orm";

import type { Db } from "@/lib/db";
import { orderPhoneConfirmations } from "@/lib/db/schema";
import { maskPhone } from "./mask-phone";
import type { PhoneConfirmationMark } from "./phone-confirmation-sql";

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

/** The back office's mark of one order (the list reads the same from phone-confirmation-sql.ts). */
export async function readPhoneConfirmationMark(db: Db, orderId: string): Promise<PhoneConfirmationMark> {
  const [row] = await db
    .select({ confirmedAt: orderPhoneConfirmations.confirmedAt })
    .from(orderPhoneConfirmations)
    .where(eq(orderPhoneConfirmations.orderId, orderId));
  if (!row) return null;
  return row.confirmedAt ? "confirmed_by_phone" : "awaiting_confirmation";
}
