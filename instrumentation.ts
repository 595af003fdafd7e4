import type { Instrumentation } from "next";

/** Runs once when a server process starts (Next.js instrumentation hook). */
export async function register() {
  // Node.js only, and never during `next build`, whose workers must not open the database.
  if (process.env.NEXT_RUNTIME !== "nodejs" || process.env.NEXT_PHASE === "phase-production-build") return;
  const { refuseUnmigratedDatabase } = await import("@/lib/db/refuse-unmigrated");
  await refuseUnmigratedDatabase();
  // Before the first request: the cache handlers drop pages rendered from another database
  // (lib/cache/database-identity.ts).
  const { getDatabaseIdentity } = await import("@/lib/db/database-identity");
  await getDatabaseIdentity().catch((error: unknown) =>
    console.error("[cache] could not read the database identity; cached pages are rendered again", error),
  );
  const { startOutboxSweep } = await import("@/lib/mail/outbox-sweep");
  startOutboxSweep();
  // The PDF worker parses the faces as it starts: the first invoice PDF would otherwise pay for it on a request.
  const { warmInvoicePdfWorker } = await import("@/lib/invoices/pdf/invoice-pdf-worker");
  warmInvoicePdfWorker();
  const { startPaymentExpirySweep } = await import("@/lib/payments/expiry-sweep");
  startPaymentExpirySweep();
  const { startOwnerMailSweep } = await import("@/lib/owner/owner-mail-sweep");
  startOwnerMailSweep();
  const { startCartReminderSweep } = await import("@/lib/cart-reminders/reminder-sweep");
  startCartReminderSweep();
  const { startUnconfirmedOrderSweep } = await import("@/lib/orders/phone-confirmation/unconfirmed-sweep");
  startUnconfirmedOrderSweep();
}

/**
 * Every server error Next.js catches (a page's render, a route handler, a server action): one JSON error line with its
 * request id and digest (the reference the error page shows), and a report to SENTRY_DSN's collector when set.
 */
export const onRequestError: Instrumentation.onRequestError = async (error, request, context) => {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { reportRequestError } = await import("@/lib/observability/report-error");
  await reportRequestError(error, request, context);
};
