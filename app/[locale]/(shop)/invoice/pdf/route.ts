import { isLocale } from "@/lib/i18n/locales";
import { findInvoiceDocument } from "@/lib/invoices/read-invoice";
import { invoicePdfFileName, renderInvoicePdf } from "@/lib/invoices/pdf/render-invoice-pdf";

const notFound = () => new Response("Not found", { status: 404, headers: { "Cache-Control": "private, no-store" } });

/** The PDF of an issued document in the page's language; the same unguessable token as the page is the only key. */
export async function GET(request: Request, { params }: RouteContext<"/[locale]/invoice/pdf">): Promise<Response> {
  const { locale } = await params;
  if (!isLocale(locale)) return notFound();
  const token = new URL(request.url).searchParams.get("document") ?? undefined;
  const issued = await findInvoiceDocument(token);
  if (!issued) return notFound();
  const pdf = await renderInvoicePdf(issued.snapshot, locale);
  return new Response(Buffer.from(pdf), {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": `attachment; filename="${invoicePdfFileName(issued.snapshot)}"`,
      // It names the shopper: never kept by a shared cache.
      "Cache-Control": "private, no-store",
      "X-Robots-Tag": "noindex",
    },
  });
}
