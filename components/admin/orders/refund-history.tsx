import { adminPaymentMessages } from "@/content/messages/en/admin-payments";
import { formatPrice } from "@/lib/currency/format-price";
import type { RefundHistoryRow } from "@/lib/payments/read-refunds";

const text = adminPaymentMessages.refund;

/** Every refund asked of the gateway for this order: when, how much, why, and its credit note. */
export function RefundHistory({ rows }: { rows: RefundHistoryRow[] }) {
  if (rows.length === 0) return null;
  return (
    <section aria-labelledby="refund-history" className="grid gap-2">
      <h3 id="refund-history" className="font-medium">
        {text.history}
      </h3>
      <ul className="grid gap-1 text-sm">
        {rows.map((row) => (
          <li key={row.id}>
            {row.createdAt.toISOString().replace("T", " ").slice(0, 16)} · {formatPrice(row.amountFils / 100)} ·{" "}
            {text.statuses[row.status]}
            {row.creditNoteNumber ? ` · ${row.creditNoteNumber}` : ""} · {row.reason}
          </li>
        ))}
      </ul>
    </section>
  );
}
