import { sql } from "drizzle-orm";

import { orderPhoneConfirmations, orders } from "@/lib/db/schema";

/** How the back office marks a cash order asked for its phone code; null when it never was (no provider then). */
export type PhoneConfirmationMark = "confirmed_by_phone" | "awaiting_confirmation" | null;

/** The order's mark as a column, so the order list reads it in its one query. */
export const phoneConfirmationOfOrder = sql<PhoneConfirmationMark>`(
  select case when ${orderPhoneConfirmations.confirmedAt} is not null then 'confirmed_by_phone'
    else 'awaiting_confirmation' end
  from ${orderPhoneConfirmations} where ${orderPhoneConfirmations.orderId} = ${orders.id})`;
