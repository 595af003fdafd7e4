import "server-only";

import { cookies } from "next/headers";

import { resolveAuthSecret } from "@/lib/auth/auth-secret";
import { getDb } from "@/lib/db";
import { localizedPath, type Locale } from "@/lib/i18n/locales";
import type { InvoiceRow } from "@/lib/db/schema";
import { INVOICE_ACCESS_COOKIE, openInvoiceLink, type InvoiceLink } from "./invoice-access";
import { storedInvoicePdf } from "./pdf/stored-invoice-pdf";

/** Why the order number and e-mail did not open the document; the page words it in its language. */
export const unlockRefusals = ["not_found", "invalid", "throttled", "error"] as const;
export type UnlockRefusal = (typeof unlockRefusals)[number];

export const isUnlockRefusal = (value: unknown): value is UnlockRefusal =>
  typeof value === "string" && (unlockRefusals as readonly string[]).includes(value);

/** The invoice page and its PDF route read a link here: the database and the access cookie stay out of them. */
export async function findInvoiceLink(publicToken: string | undefined): Promise<InvoiceLink | null> {
  const grant = (await cookies()).get(INVOICE_ACCESS_COOKIE)?.value;
  // The secret is read only when there is a grant to check.
  const link = await openInvoiceLink(await getDb(), publicToken, {
    grant,
    secret: grant ? await resolveAuthSecret() : "",
  });
  if (!link || link.open) return link;
  // The back office links every document: the shop's admin (two factors, a recent sign-in) never needs the form.
  // Loaded only here, so an open link never loads the auth library.
  const { getAdminUser } = await import("@/lib/auth/admin");
  return (await getAdminUser()) ? { ...link, open: true } : link;
}

/** The invoice page, with the reason the last attempt to open it failed when there was one. */
export function invoicePagePath(locale: Locale, publicToken: string, refusal?: UnlockRefusal): string {
  const query = new URLSearchParams({ document: publicToken, ...(refusal && { unlock: refusal }) });
  return `${localizedPath(locale, "/invoice")}?${query.toString()}`;
}

/** The PDF route's entry point to the stored PDF. */
export async function findInvoicePdf(
  document: Pick<InvoiceRow, "id" | "snapshot">,
  locale: Locale,
): Promise<Uint8Array> {
  return storedInvoicePdf(await getDb(), document, locale);
}
