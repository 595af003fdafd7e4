import "server-only";

import { and, eq, sql } from "drizzle-orm";

import type { Db } from "@/lib/db";
import { orderPhoneConfirmations, orders } from "@/lib/db/schema";
import type { Locale } from "@/lib/i18n/locales";
import { logError } from "@/lib/observability/json-log";
import { uaeMobileE164, type PhoneChannel, type PhoneVerifier } from "@/lib/messaging";

export type SendOrderCodeResult =
  | { ok: true; channel: PhoneChannel }
  | { ok: false; reason: "not_found" | "not_open" | "confirmed" | "invalid_phone" | "unavailable" };

/**
 * Sends a new code to a cash order's phone, outside any transaction (an outside call must never hold a row lock).
 * The row is made on the first send, so an order whose code never went out is still known as awaiting a phone
 * confirmation; a new code resets the tries, since the provider's new code replaces the old one.
 */
export async function sendOrderPhoneCode(
  db: Db,
  verifier: PhoneVerifier,
  orderId: string,
  now: Date = new Date(),
): Promise<SendOrderCodeResult> {
  const [order] = await db
    .select({
      phone: orders.phone,
      locale: orders.locale,
      stage: orders.lifecycleStage,
      paymentMethod: orders.paymentMethod,
      confirmedAt: orderPhoneConfirmations.confirmedAt,
    })
    .from(orders)
    .leftJoin(orderPhoneConfirmations, eq(orderPhoneConfirmations.orderId, orders.id))
    .where(and(eq(orders.id, orderId), eq(orders.source, "local")));
  if (!order || order.paymentMethod !== "cash_on_delivery") return { ok: false, reason: "not_found" };
  if (order.confirmedAt || order.stage === "confirmed") return { ok: false, reason: "confirmed" };
  if (order.stage !== "placed") return { ok: false, reason: "not_open" };
  const phone = uaeMobileE164(order.phone ?? "");
  await db
    .insert(orderPhoneConfirmations)
    .values({ orderId, phone: phone ?? order.phone ?? "" })
    .onConflictDoNothing();
  if (!phone) return { ok: false, reason: "invalid_phone" };
  const sent = await verifier.sendCode({ phone, locale: order.locale as Locale, reference: orderId });
  if (!sent.ok) return sent;
  await db
    .update(orderPhoneConfirmations)
    .set({ codeSentAt: now, sends: sql`${orderPhoneConfirmations.sends} + 1`, attempts: 0 })
    .where(eq(orderPhoneConfirmations.orderId, orderId));
  return sent;
}

/** The first code, right after placing: any failure is logged and the order stands (the owner calls instead). */
export async function sendCodeForNewOrder(db: Db, verifier: PhoneVerifier, orderId: string): Promise<void> {
  try {
    const sent = await sendOrderPhoneCode(db, verifier, orderId);
    if (!sent.ok) console.warn(`[orders] no phone code sent for order ${orderId}: ${sent.reason}`);
  } catch (error) {
    logError("[orders] sending the phone code failed", error);
  }
}
