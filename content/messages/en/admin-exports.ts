/** Texts of the accountant's and the courier's downloads and of /admin/reports (the back office is English only). */
export const adminExportMessages = {
  manifest: {
    link: "Courier manifest (CSV)",
    hint: "Every order confirmed and not yet shipped, with name, phone, address, items and the cash to collect.",
    payments: { cash: "Cash on delivery", online: "Paid online" },
    header: ["Order", "Name", "Phone", "Emirate", "City", "Address", "Items", "Payment", "Cash to collect (AED)"],
  },
  vat: {
    meta: { title: "Reports" },
    title: "Reports",
    intro:
      "The VAT report for your accountant: every tax invoice and credit note issued in the period, with the amounts " +
      "printed on them, then the totals. Days are Gulf time (Asia/Dubai) and both days are included.",
    heading: "VAT report",
    from: "From",
    to: "To",
    submit: "Show report",
    download: "Download CSV",
    period: (from: string, to: string) => `${from} to ${to}`,
    figures: {
      caption: (from: string, to: string) => `VAT report, ${from} to ${to}`,
      row: "Figures",
      documents: "Documents",
      netOfVat: "Net of VAT",
      vat: "VAT",
      total: "Total incl. VAT",
    },
    kinds: { invoice: "Tax invoice", credit_note: "Credit note" },
    header: [
      "Type",
      "Number",
      "Issued at (Gulf time)",
      "Order",
      "Customer",
      "Credits invoice",
      "Net of VAT (AED)",
      "VAT (AED)",
      "Total incl. VAT (AED)",
    ],
    totals: {
      sales: "Sales (tax invoices)",
      creditNotes: "Credit notes",
      net: "Net",
      documents: (count: number) => `${count} ${count === 1 ? "document" : "documents"}`,
    },
    errors: {
      date: "Choose a day for both dates.",
      order: "The last day comes on or after the first.",
    },
  },
} as const;
