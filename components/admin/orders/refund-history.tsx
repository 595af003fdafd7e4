import { adminPaymentMessages } from "@/content/messages/en/admin-payments";
import { formatPrice } from "@/lib/currency/format-price";
import type { RefundHistoryRow, UnissuedRefund } from "@/lib/payments/read-refunds";

const text = adminPaymentMessages.refund;
const minute = (at: Date) => at.toISOString().replace("T", " ").slice(0, 16);

/**
 * Every refund asked of the gateway for this order: when, how much, where the gateway has it (pending until it
 * confirms, then refunded with the time and its credit note, or declined with its words), and why. Below, any refund
 * the gateway reports that the shop did not issue.
 */
export function RefundHistory({ rows, unissued }: { rows: RefundHistoryRow[]; unissued: UnissuedRefund[] }) {
  if (rows.length === 0 && unissued.length === 0) return null;
  return (
    <>
      {rows.length > 0 ? (
        <section aria-labelledby="refund-history" className="grid gap-2">
          <h3 id="refund-history" className="font-medium">
            {text.history}
          </h3>
          <ul className="grid gap-1 text-sm">
            {rows.map((row) => (
              <li key={row.id} data-testid="refund-row">
                {minute(row.createdAt)} · {formatPrice(row.amountFils / 100)} · {text.statuses[row.status]}
                {row.confirmedAt ? ` (${text.confirmedAt(minute(row.confirmedAt))})` : ""}
                {row.declineReason ? ` (${row.declineReason})` : ""}
                {row.creditNoteNumber ? ` · ${row.creditNoteNumber}` : ""} · {row.reason}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {unissued.length > 0 ? (
        <section aria-labelledby="unissued-refunds" className="grid gap-2 rounded-md border p-4">
          <h3 id="unissued-refunds" className="font-medium">
            {text.unissued.title}
          </h3>
          <p className="text-sm">{text.unissued.intro}</p>
          <ul className="grid gap-1 text-sm">
            {unissued.map((row) => (
              <li key={row.id}>
                {text.unissued.row(minute(row.reportedAt), formatPrice(row.amountFils / 100), row.refundReference)}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </>
  );
}
