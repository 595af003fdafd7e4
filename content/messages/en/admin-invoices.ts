/** The back office's list of issued invoices and credit notes (English only, like the rest of /admin). */
export const adminInvoiceMessages = {
  title: "Invoices",
  intro:
    "Every tax invoice and credit note issued, newest first, exactly as issued. Re-send e-mails the document with its PDF to the order's address.",
  table: {
    caption: (total: number) => `${total} ${total === 1 ? "document" : "documents"} issued`,
    number: "Number",
    date: "Date",
    order: "Order",
    customer: "Customer",
    total: "Total incl. VAT",
    vat: "VAT",
    actions: "Actions",
    empty: "No invoice has been issued yet.",
  },
  kinds: { invoice: "Invoice", credit_note: "Credit note" },
  view: "View",
  resend: "Re-send",
  resent: (number: string) => `${number} is on its way to the customer.`,
  queuedAlready: (number: string) => `${number} was queued a moment ago; it is on its way.`,
  noAddress: "This customer deleted their account: there is no address to send it to.",
  notFound: "This document no longer exists.",
} as const;
