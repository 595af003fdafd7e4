import type { Locale } from "@/lib/i18n/locales";
import type { InvoiceSnapshot } from "../snapshot";

/** What the main thread asks the PDF worker (render-worker.ts) to draw. */
export type RenderRequest = { id: number; snapshot: InvoiceSnapshot; locale: Locale };

/** The worker's answer: the PDF's bytes, or why it could not draw them (the message only, for the log). */
export type RenderReply = { id: number; pdf: Uint8Array } | { id: number; error: string };
