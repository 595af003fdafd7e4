import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { adminExportMessages } from "@/content/messages/en/admin-exports";
import type { VatReport } from "@/lib/admin/reports/vat-report";
import { formatPrice } from "@/lib/currency/format-price";
import type { VatPeriod } from "@/lib/validations/vat-report";
import { AdminTable, cellClass } from "../admin-table";

const { vat } = adminExportMessages;

/** A plain GET form: the period lives in the address, so the page works without JavaScript and can be bookmarked. */
export function VatPeriodForm({ period, problem }: { period: VatPeriod; problem?: string }) {
  return (
    <form method="get" action="/admin/reports" className="flex flex-wrap items-end gap-3">
      {(["from", "to"] as const).map((field) => (
        <div key={field} className="grid gap-2">
          <Label htmlFor={`vat-${field}`}>{vat[field]}</Label>
          <Input
            id={`vat-${field}`}
            name={field}
            type="date"
            required
            defaultValue={period[field]}
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? "vat-period-problem" : undefined}
          />
        </div>
      ))}
      <Button type="submit">{vat.submit}</Button>
      {problem ? (
        <p id="vat-period-problem" role="alert" className="text-destructive w-full text-sm">
          {problem}
        </p>
      ) : null}
    </form>
  );
}

const aed = (fils: number) => formatPrice(fils / 100);

export function VatReportFigures({ report }: { report: VatReport }) {
  const { figures, totals } = vat;
  const rows = [
    [totals.sales, report.sales],
    [totals.creditNotes, report.creditNotes],
    [totals.net, report.net],
  ] as const;
  const query = new URLSearchParams({ from: report.period.from, to: report.period.to });
  return (
    <section aria-labelledby="vat-report" className="grid gap-3">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="vat-report" className="font-serif text-xl font-semibold">
          {vat.heading}: {vat.period(report.period.from, report.period.to)}
        </h2>
        <a href={`/admin/reports/vat?${query}`} download className="text-sm underline underline-offset-4">
          {vat.download}
        </a>
      </div>
      <AdminTable
        caption={figures.caption(report.period.from, report.period.to)}
        headers={[figures.row, figures.documents, figures.netOfVat, figures.vat, figures.total]}
        empty=""
        rowCount={rows.length}
      >
        {rows.map(([label, figure]) => (
          <tr key={label}>
            <th scope="row" className={`${cellClass} text-start`}>
              {label}
            </th>
            <td className={`${cellClass} text-end tabular-nums`}>{figure.documents}</td>
            <td className={`${cellClass} text-end tabular-nums`}>{aed(figure.netOfVatFils)}</td>
            <td className={`${cellClass} text-end tabular-nums`}>{aed(figure.vatFils)}</td>
            <td className={`${cellClass} text-end tabular-nums`}>{aed(figure.totalFils)}</td>
          </tr>
        ))}
      </AdminTable>
    </section>
  );
}
