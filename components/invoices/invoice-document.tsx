import type { DocumentView } from "@/lib/invoices/document-view";

/** The supplier or the customer: heading, name and address (and, for the supplier, its registration numbers). */
function Party({ id, party, children }: { id: string; party: DocumentView["customer"]; children?: React.ReactNode }) {
  return (
    <section aria-labelledby={id} data-testid={id}>
      <h2 id={id} className="text-muted-foreground text-sm">
        {party.heading}
      </h2>
      <p className="font-semibold">{party.name}</p>
      <address className="not-italic">
        {party.addressLines.map((line) => (
          <span key={line} className="block">
            {line}
          </span>
        ))}
      </address>
      {children}
    </section>
  );
}

/**
 * An issued invoice, credit note or receipt as a page: the same words and figures as its PDF (both draw
 * lib/invoices/document-view.ts). `.invoice-document` is all that prints (app/globals.css).
 */
export function InvoiceDocument({ view }: { view: DocumentView }) {
  return (
    <article
      aria-labelledby="invoice-title"
      className="invoice-document bg-card text-card-foreground grid gap-8 rounded-xl border p-6 sm:p-10"
    >
      <header className="flex flex-wrap items-start justify-between gap-6">
        <h1 id="invoice-title" className="font-serif text-3xl font-semibold">
          {view.title}
        </h1>
        <dl className="grid grid-cols-[auto_auto] gap-x-6 gap-y-1 text-sm" data-testid="invoice-facts">
          {view.facts.map((fact) => (
            <div key={fact.label} className="contents">
              <dt className="text-muted-foreground">{fact.label}</dt>
              <dd className="font-semibold tabular-nums">{fact.value}</dd>
            </div>
          ))}
        </dl>
      </header>

      <div className="grid gap-6 sm:grid-cols-2">
        <Party id="invoice-supplier" party={view.supplier}>
          <dl className="mt-1">
            {view.supplier.ids.map((row) => (
              <div key={row.label} className="flex gap-2">
                <dt>{row.label}:</dt>
                <dd className="tabular-nums">{row.value}</dd>
              </div>
            ))}
          </dl>
        </Party>
        <Party id="invoice-customer" party={view.customer} />
      </div>

      <div className="overflow-x-auto">
        <table className="w-full text-sm" data-testid="invoice-lines">
          <thead>
            <tr className="border-b">
              {view.columns.map((heading, index) => (
                <th key={heading} scope="col" className={index === 0 ? "py-2 text-start" : "py-2 text-end"}>
                  {heading}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {view.lines.map((line, row) => (
              <tr key={row} className="border-b last:border-b-0">
                {line.map((value, index) =>
                  index === 0 ? (
                    <th key={index} scope="row" className="py-2 text-start font-normal">
                      {value}
                    </th>
                  ) : (
                    <td key={index} className="py-2 text-end tabular-nums">
                      {value}
                    </td>
                  ),
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      <dl className="grid gap-1 justify-self-end text-sm sm:min-w-80" data-testid="invoice-totals">
        {[...view.totals, view.grandTotal, ...(view.vatTotal ? [view.vatTotal] : [])].map((row) => {
          const strong = row === view.grandTotal || row === view.vatTotal;
          return (
            <div
              key={row.label}
              className={strong ? "flex justify-between gap-6 text-base font-semibold" : "flex justify-between gap-6"}
            >
              <dt>{row.label}</dt>
              <dd className="tabular-nums">{row.value}</dd>
            </div>
          );
        })}
      </dl>
      <p className="text-muted-foreground text-sm">{view.note}</p>
    </article>
  );
}
