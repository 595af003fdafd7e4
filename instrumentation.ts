/** Runs once when a server process starts (Next.js instrumentation hook). */
export async function register() {
  // Node.js only, and never during `next build`, whose workers must not open the database.
  if (process.env.NEXT_RUNTIME !== "nodejs" || process.env.NEXT_PHASE === "phase-production-build") return;
  const { refuseUnmigratedDatabase } = await import("@/lib/db/refuse-unmigrated");
  await refuseUnmigratedDatabase();
  const { startOutboxSweep } = await import("@/lib/mail/outbox-sweep");
  startOutboxSweep();
  const { startPaymentExpirySweep } = await import("@/lib/payments/expiry-sweep");
  startPaymentExpirySweep();
  // In the background: the first invoice PDF would otherwise pay for parsing the faces on a shopper's request.
  void import("@/lib/invoices/pdf/faces")
    .then(({ warmFaces }) => warmFaces())
    .catch((error: unknown) => console.error("[invoice-pdf] could not read the faces", error));
}
