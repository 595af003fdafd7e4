import "server-only";

import { getDb } from "@/lib/db";
import { documentsOfVerifiedShopperOrder, type IssuedDocumentLink } from "@/lib/invoices/read-invoice";
import { lookupOrderForTracking, normalizeOrderNumber, type OrderLookupResult } from "./lookup-order";
import { listOrdersForVerifiedEmail, type AccountOrder } from "./orders-for-account";

type SignedInShopper = { email: string; emailVerified: boolean };

/**
 * The signed-in shopper's orders. Only a confirmed address is matched: anyone can sign up with any address, and
 * an unconfirmed one must never open a stranger's orders (sign-in already requires confirmation; this holds anyway).
 */
export async function ordersOfShopper(shopper: SignedInShopper): Promise<AccountOrder[]> {
  if (!shopper.emailVerified) return [];
  return listOrdersForVerifiedEmail(await getDb(), shopper.email);
}

/** One of the shopper's own orders in the tracking view's shape, or null (not theirs, or no such order). */
export async function orderOfShopper(shopper: SignedInShopper, orderNumber: string): Promise<OrderLookupResult | null> {
  if (!shopper.emailVerified) return null;
  return lookupOrderForTracking(await getDb(), shopper.email, orderNumber);
}

/** The invoice and any credit note of one of the shopper's own orders, for links on its page. */
export async function documentsOfShopperOrder(
  shopper: SignedInShopper,
  orderNumber: string,
): Promise<IssuedDocumentLink[]> {
  const number = normalizeOrderNumber(orderNumber);
  if (!shopper.emailVerified || !number) return [];
  return documentsOfVerifiedShopperOrder(await getDb(), shopper.email, number);
}
