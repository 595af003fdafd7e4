import "server-only";

import { createHmac, timingSafeEqual } from "node:crypto";
import { eq } from "drizzle-orm";

import { policies } from "@/content/policies";
import { isAnonymisedEmail } from "@/lib/account/erase-account";
import type { Db } from "@/lib/db";
import { invoices, orders, type InvoiceRow } from "@/lib/db/schema";
import { normalizeOrderNumber } from "@/lib/orders/order-number";

/** The cookie that, once the order number and e-mail were given again, opens one document for a while. */
export const INVOICE_ACCESS_COOKIE = "invoice_access";
export const INVOICE_ACCESS_SECONDS = 60 * 60;

const DAY_MS = 24 * 60 * 60 * 1000;
const TOKEN = /^[A-Za-z0-9_-]{20,100}$/;

/**
 * A link is forwarded, kept in mailboxes and browser histories, and the document names the customer and their
 * street: it opens by itself only as long as the order's confirmation link shows the order (30 days), and never once
 * the customer's account was erased (the kept invoice still names them: the law keeps it as issued).
 */
export type InvoiceLink = { document: InvoiceRow; open: boolean };

type Linked = { document: InvoiceRow; orderNumber: string; email: string };

async function linkedDocument(db: Db, publicToken: string | undefined): Promise<Linked | null> {
  if (!publicToken || !TOKEN.test(publicToken)) return null;
  const [row] = await db
    .select({ document: invoices, orderNumber: orders.orderNumber, email: orders.email })
    .from(invoices)
    .innerJoin(orders, eq(orders.id, invoices.orderId))
    .where(eq(invoices.publicToken, publicToken))
    .limit(1);
  return row ?? null;
}

const signature = (secret: string, documentId: string, expires: number) =>
  createHmac("sha256", secret).update(`invoice-access:${documentId}:${expires}`).digest("base64url");

/** The cookie's value for a document, good for INVOICE_ACCESS_SECONDS. */
export function invoiceAccessGrant(secret: string, documentId: string, now: Date = new Date()): string {
  const expires = Math.floor(now.getTime() / 1000) + INVOICE_ACCESS_SECONDS;
  return `${documentId}.${expires}.${signature(secret, documentId, expires)}`;
}

function grantOpens(grant: string | undefined, secret: string, documentId: string, now: Date): boolean {
  const [id, expiresText, given] = (grant ?? "").split(".");
  const expires = Number(expiresText);
  if (id !== documentId || !Number.isInteger(expires) || expires * 1000 < now.getTime() || !given) return false;
  const expected = Buffer.from(signature(secret, documentId, expires));
  const actual = Buffer.from(given);
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

/** The document behind a link and whether it opens as it is; null for an unknown or malformed token. */
export async function openInvoiceLink(
  db: Db,
  publicToken: string | undefined,
  access: { grant: string | undefined; secret: string },
  now: Date = new Date(),
): Promise<InvoiceLink | null> {
  const linked = await linkedDocument(db, publicToken);
  if (!linked) return null;
  if (isAnonymisedEmail(linked.email)) return { document: linked.document, open: false };
  const fresh =
    now.getTime() - linked.document.issuedAt.getTime() <= policies.orderConfirmation.showDetailsForDays * DAY_MS;
  return { document: linked.document, open: fresh || grantOpens(access.grant, access.secret, linked.document.id, now) };
}

/**
 * The document when the order number and e-mail given match its order; an erased customer's order matches nothing
 * (its address is a placeholder nobody knows). Any mismatch reads the same.
 */
export async function proveInvoiceOwner(
  db: Db,
  publicToken: string,
  given: { orderNumber: string; email: string },
): Promise<InvoiceRow | null> {
  const linked = await linkedDocument(db, publicToken);
  if (!linked || isAnonymisedEmail(linked.email)) return null;
  const sameOrder = normalizeOrderNumber(given.orderNumber) === linked.orderNumber;
  const sameEmail = given.email.trim().toLowerCase() === linked.email.trim().toLowerCase();
  return sameOrder && sameEmail ? linked.document : null;
}
