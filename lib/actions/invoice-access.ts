"use server";

import { cookies } from "next/headers";
import { redirect } from "next/navigation";
import { z } from "zod";

import { brand } from "@/content/brand";
import { formInput } from "@/lib/actions/action-input";
import { defineDirectAction } from "@/lib/actions/define-action";
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
 * The form posts here without JavaScript; a match sets a cookie that opens that one document for an hour.
 */
export const unlockInvoiceAction = defineDirectAction({
  name: "invoice/unlock",
  who: "anyone",
  read: formInput(["document", "email", "orderNumber"], 300),
  schema: (locale) => trackOrderSchemaFor(locale).extend({ document: tokenSchema }),
  // The same two secrets as order tracking, so the same counters: two forms never double a guesser's allowance.
  limit: async ({ input, clientAddress }) => [
    [rateLimits.trackOrderByClient, await clientAddress()],
    [rateLimits.trackOrderByEmail, input.email],
  ],
  answers: (refusal, { locale, values }) => {
    const token = tokenSchema.safeParse(values.document);
    if (!token.success) redirect(localizedPath(locale, UNKNOWN_ORDER_PATH));
    const reason = refusal.code === "invalid" ? "invalid" : refusal.code === "throttled" ? "throttled" : "error";
    redirect(invoicePagePath(locale, token.data, reason));
  },
  work: async ({ input, locale }) => {
    const document = await proveInvoiceOwner(await getDb(), input.document, input);
    if (!document) redirect(invoicePagePath(locale, input.document, "not_found"));
    (await cookies()).set(INVOICE_ACCESS_COOKIE, invoiceAccessGrant(await resolveAuthSecret(), document.id), {
      path: "/",
      maxAge: INVOICE_ACCESS_SECONDS,
      httpOnly: true,
      sameSite: "lax",
      // The origin the auth cookies are judged by (lib/auth/index.ts), without loading the auth library here.
      secure: shouldUseSecureCookies(env.BETTER_AUTH_URL ?? env.NEXT_PUBLIC_SITE_URL ?? brand.siteUrl, env.NODE_ENV),
    });
    redirect(invoicePagePath(locale, input.document));
  },
});
