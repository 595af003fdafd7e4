import "server-only";

import { cookies } from "next/headers";

import { resolveAuthSecret } from "@/lib/auth/auth-secret";
import { getDb } from "@/lib/db";
import { localizedPath, type Locale } from "@/lib/i18n/locales";
import type { InvoiceRow } from "@/lib/db/schema";
import { INVOICE_ACCESS_COOKIE, openInvoiceLink, type InvoiceLink } from "./invoice-access";
import { storedInvoicePdf } from "./pdf/stored-invoice-pdf";

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

/** The invoice page of a document. */
export function invoicePagePath(locale: Locale, publicToken: string): string {
  return `${localizedPath(locale, "/invoice")}?${new URLSearchParams({ document: publicToken }).toString()}`;
}

/** The PDF route's entry point to the stored PDF. */
export async function findInvoicePdf(
  document: Pick<InvoiceRow, "id" | "snapshot">,
  locale: Locale,
): Promise<Uint8Array> {
  return storedInvoicePdf(await getDb(), document, locale);
}
