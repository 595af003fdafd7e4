import type { InvoiceSnapshot } from "../snapshot";

/**
 * The attachment's file name, e.g. 'INV-000123.pdf' (the number reads the same in both languages). A module of its
 * own so that the route and the mail name the file without loading pdf-lib and fontkit on the server's thread.
 */
export function invoicePdfFileName(snapshot: InvoiceSnapshot): string {
  return `${snapshot.number}.pdf`;
}
