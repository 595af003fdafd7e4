import type { Metadata } from "next";
import { redirect } from "next/navigation";

import { InvoiceDocument } from "@/components/invoices/invoice-document";
import { InvoiceUnlockForm } from "@/components/invoices/invoice-unlock-form";
import { invoiceMessages } from "@/content/messages/invoice";
import { localizedPath } from "@/lib/i18n/locales";
import { resolvePageLocale, type LocaleParams } from "@/lib/i18n/page-locale";
import { UNKNOWN_ORDER_PATH } from "@/lib/http/unknown-catalogue-path";
import { documentView } from "@/lib/invoices/document-view";
import { findInvoiceLink } from "@/lib/invoices/invoice-link";
import { privatePageMetadata } from "@/lib/seo/page-metadata";

export const dynamic = "force-dynamic";

type Props = {
  params: LocaleParams;
  searchParams: Promise<{ document?: string | string[] }>;
};

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await resolvePageLocale(params);
  return {
    ...privatePageMetadata({ locale, title: invoiceMessages[locale].title.invoice, path: "/invoice" }),
    robots: { index: false, follow: false },
  };
}

/**
 * An issued invoice or credit note, in the visitor's language, from its frozen snapshot; the link's token is the key.
 * An old link, or one to an erased customer's document, asks for the order number and e-mail first.
 */
export default async function InvoicePage({ params, searchParams }: Props) {
  const locale = await resolvePageLocale(params);
  const { document: token } = await searchParams;
  const link = await findInvoiceLink(typeof token === "string" ? token : undefined);
  // Not notFound(): a per-request render would ship an empty document (docs/architecture.md).
  if (!link) redirect(localizedPath(locale, UNKNOWN_ORDER_PATH));
  const issued = link.document;
  if (!link.open)
    return (
      <div className="px-4 py-12">
        <InvoiceUnlockForm locale={locale} publicToken={issued.publicToken} text={invoiceMessages[locale].unlock} />
      </div>
    );
  const pdfHref = `${localizedPath(locale, "/invoice/pdf")}?document=${encodeURIComponent(issued.publicToken)}`;
  return (
    <div className="mx-auto grid max-w-4xl gap-4 px-4 py-12">
      <p className="invoice-actions">
        {/* A plain link: the PDF downloads without JavaScript. */}
        <a href={pdfHref} download className="text-primary text-sm font-medium underline-offset-4 hover:underline">
          {invoiceMessages[locale].downloadPdf}
        </a>
      </p>
      <InvoiceDocument view={documentView(issued.snapshot, locale)} />
    </div>
  );
}
