"use server";

import { cookies } from "next/headers";
import { redirect } from "next/navigation";
import { z } from "zod";

import { brand } from "@/content/brand";
import { refusalTables } from "@/content/messages/refusals";
import { formInput } from "@/lib/actions/action-input";
import type { ActionResult } from "@/lib/actions/action-result";
import { defineAction, perClient, perEmail } from "@/lib/actions/define-action";
import { resolveAuthSecret } from "@/lib/auth/auth-secret";
import { shouldUseSecureCookies } from "@/lib/auth/cookie-security";
import { getDb } from "@/lib/db";
import { env } from "@/lib/env";
import { localizedPath } from "@/lib/i18n/locales";
import { UNKNOWN_ORDER_PATH } from "@/lib/http/unknown-catalogue-path";
import {
  INVOICE_ACCESS_COOKIE,
  INVOICE_ACCESS_SECONDS,
  invoiceAccessGrant,
  proveInvoiceOwner,
} from "@/lib/invoices/invoice-access";
import { invoicePagePath } from "@/lib/invoices/invoice-link";
import { rateLimits } from "@/lib/rate-limit/limits";
import { trackOrderSchemaFor } from "@/lib/validations/track-order";

const tokenSchema = z.string().regex(/^[A-Za-z0-9_-]{20,100}$/);

/**
 * An old or erased customer's invoice link asks for the order number and e-mail again (lib/invoices/invoice-access.ts).
 * The form posts here before JavaScript loads too; a match sets a cookie that opens that one document for an hour
 * and lands on it, anything else is refused on the form with the entries kept.
 */
export const unlockInvoiceAction = defineAction({
  name: "invoice/unlock",
  who: "anyone",
  read: formInput(["document", "email", "orderNumber"], 300),
  schema: (locale) => trackOrderSchemaFor(locale).extend({ document: z.string() }),
  // The same two secrets as order tracking, so the same counters: two forms never double a guesser's allowance.
  limit: [
    perClient(rateLimits.trackOrderByClient),
    perEmail(rateLimits.trackOrderByEmail, (input: { email: string }) => input.email),
  ],
  refusals: refusalTables.invoiceUnlock,
  keep: ["orderNumber", "email"],
  work: async ({ input, locale, refuse }): Promise<ActionResult> => {
    // The page's own hidden field: a token no link carries is a tampered form, answered like an unknown order.
    const token = tokenSchema.safeParse(input.document);
    if (!token.success) redirect(localizedPath(locale, UNKNOWN_ORDER_PATH));
    const document = await proveInvoiceOwner(await getDb(), token.data, input);
    if (!document) return refuse("not_found");
    (await cookies()).set(INVOICE_ACCESS_COOKIE, invoiceAccessGrant(await resolveAuthSecret(), document.id), {
      path: "/",
      maxAge: INVOICE_ACCESS_SECONDS,
      httpOnly: true,
      sameSite: "lax",
      // The origin the auth cookies are judged by (lib/auth/index.ts), without loading the auth library here.
      secure: shouldUseSecureCookies(env.BETTER_AUTH_URL ?? env.NEXT_PUBLIC_SITE_URL ?? brand.siteUrl, env.NODE_ENV),
    });
    redirect(invoicePagePath(locale, token.data));
  },
});
