import "server-only";

import { contactInbox } from "@/lib/contact/contact-inbox";
import { env } from "@/lib/env";
import type { Locale } from "@/lib/i18n/locales";

/** Where the owner's alerts about stock and payments go: SHOP_OWNER_EMAIL, else the shop's inbox (as before it). */
export function ownerAddress(): string {
  return env.SHOP_OWNER_EMAIL ?? contactInbox();
}

/**
 * Where new-order e-mails, the daily summary and outbox alerts go: only an address the owner chose for them, so a
 * shop that never set SHOP_OWNER_EMAIL does not start mailing its public contact inbox about every order.
 */
export function ownerNoticeAddress(): string | null {
  return env.SHOP_OWNER_EMAIL ?? null;
}

/** The language the owner reads her notices in. */
export function ownerLocale(): Locale {
  return env.SHOP_OWNER_LOCALE;
}

/** Whether each new order gets its own e-mail to the owner (SHOP_OWNER_ORDER_EMAILS=each, the default). */
export function ownerWantsEachOrder(): boolean {
  return env.SHOP_OWNER_ORDER_EMAILS === "each" && ownerNoticeAddress() !== null;
}

/** Whether the daily summary lists the day's orders one by one (SHOP_OWNER_ORDER_EMAILS=digest). */
export function ownerWantsOrderDigest(): boolean {
  return env.SHOP_OWNER_ORDER_EMAILS === "digest";
}
