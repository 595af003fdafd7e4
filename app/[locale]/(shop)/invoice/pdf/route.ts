import { isLocale } from "@/lib/i18n/locales";
import { findInvoiceLink, findInvoicePdf, invoicePagePath } from "@/lib/invoices/invoice-link";
import { invoicePdfFileName } from "@/lib/invoices/pdf/invoice-pdf-file-name";
import { isInvoicePdfBusy } from "@/lib/invoices/pdf/render-pool";
import { getClientAddress } from "@/lib/rate-limit/client-address";
import { rateLimits } from "@/lib/rate-limit/limits";

const PRIVATE = { "Cache-Control": "private, no-store" };
const notFound = () => new Response("Not found", { status: 404, headers: PRIVATE });
const tooMany = (retryAfterSeconds: number) =>
  new Response("Too many requests", { status: 429, headers: { ...PRIVATE, "Retry-After": String(retryAfterSeconds) } });
// The PDF worker has a full queue of other documents to draw: come back in a moment (any other failure is a 500).
const busy = () => new Response("Busy drawing invoices", { status: 503, headers: { ...PRIVATE, "Retry-After": "5" } });

/**
 * The PDF of an issued document in the page's language; the same unguessable token as the page is the key, and the
 * same rule opens it (an old or erased customer's link goes to the page, which asks for the order number and e-mail).
 * Counted per client before the token is looked up, so guessing tokens is slowed too, then per document.
 */
export async function GET(request: Request, { params }: RouteContext<"/[locale]/invoice/pdf">): Promise<Response> {
  const { locale } = await params;
  if (!isLocale(locale)) return notFound();
  const byClient = await rateLimits.invoicePdfByClient.consume(await getClientAddress());
  if (!byClient.ok) return tooMany(byClient.retryAfterSeconds);
  const token = new URL(request.url).searchParams.get("document") ?? undefined;
  const link = await findInvoiceLink(token);
  if (!link) return notFound();
  const { document } = link;
  if (!link.open)
    return new Response(null, {
      status: 303,
      headers: { ...PRIVATE, Location: invoicePagePath(locale, document.publicToken) },
    });
  const byDocument = await rateLimits.invoicePdfByDocument.consume(document.id);
  if (!byDocument.ok) return tooMany(byDocument.retryAfterSeconds);
  let pdf: Uint8Array;
  try {
    pdf = await findInvoicePdf(document, locale);
  } catch (error) {
    if (isInvoicePdfBusy(error)) return busy();
    throw error;
  }
  return new Response(Buffer.from(pdf), {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": `attachment; filename="${invoicePdfFileName(document.snapshot)}"`,
      // It names the shopper: never kept by a shared cache.
      ...PRIVATE,
      "X-Robots-Tag": "noindex",
    },
  });
}
