import "server-only";

import type { Locale } from "@/lib/i18n/locales";
import type { InvoiceSnapshot } from "../snapshot";
import { RenderPool } from "./render-pool";
import { spawnRenderWorker } from "./spawn-render-worker";

/**
 * One PDF worker per server process, kept on globalThis: Next.js bundles this module once per server layer (route
 * handlers, server actions, the outbox's after()), and each copy must not start a thread of its own. Under `next dev`
 * the worker keeps the drawing code it started with: restart the dev server after changing lib/invoices/pdf.
 */
const globalForPdf = globalThis as typeof globalThis & { matchaGlowInvoicePdfPool?: RenderPool };

function invoicePdfPool(): RenderPool {
  globalForPdf.matchaGlowInvoicePdfPool ??= new RenderPool({ spawn: spawnRenderWorker });
  return globalForPdf.matchaGlowInvoicePdfPool;
}

/** Draws the PDF in the worker thread (render-worker.ts): the same bytes as renderInvoicePdf, off the main thread. */
export function renderInvoicePdfInWorker(snapshot: InvoiceSnapshot, locale: Locale): Promise<Uint8Array> {
  return invoicePdfPool().render(snapshot, locale);
}

/** Starts the worker when the server starts (instrumentation.ts), so it has parsed the faces by the first document. */
export function warmInvoicePdfWorker(): void {
  invoicePdfPool().warm();
}
