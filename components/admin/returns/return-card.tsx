import Link from "next/link";

import { AdminActionForm } from "@/components/admin/admin-action-form";
import { adminMessages } from "@/content/messages/en/admin";
import { adminReturnMessages as text } from "@/content/messages/en/admin-returns";
import { isReturnReason } from "@/content/return-reasons";
import { approveReturnAction } from "@/lib/actions/admin/return-steps";
import type { AdminReturn } from "@/lib/admin/returns/list-returns";
import { formatPrice } from "@/lib/currency/format-price";
import { ReceiveReturnForm } from "./receive-return-form";
import { RefundReturnForm } from "./refund-return-form";
import { RejectReturnForm } from "./reject-return-form";

/** One return: what comes back and why, and the next step its state allows. */
export function ReturnCard({ entry, refundDueFils }: { entry: AdminReturn; refundDueFils: number | null }) {
  const titleId = `return-${entry.id}-title`;
  return (
    <article aria-labelledby={titleId} className="bg-card grid gap-3 rounded-xl border p-5" data-testid="admin-return">
      <header className="grid gap-1">
        <h2 id={titleId} className="font-serif text-lg font-semibold">
          {text.heading(entry.number, entry.orderNumber)}
        </h2>
        <p className="text-muted-foreground text-sm">
          {text.requested(adminMessages.dateTime(entry.createdAt))} ·{" "}
          <Link href={`/admin/orders/${entry.orderId}`} className="underline underline-offset-4">
            {text.openOrder}
          </Link>
        </p>
      </header>
      <ul className="text-sm">
        {entry.lines.map((line) => (
          <li key={line.id}>
            {`${line.quantity} × ${line.title}`}
            {line.outcome ? ` (${text.outcome[line.outcome]})` : ""}
          </li>
        ))}
      </ul>
      <dl className="grid gap-1 text-sm">
        <div>
          <dt className="inline font-medium">{text.reason}: </dt>
          <dd className="inline">{isReturnReason(entry.reason) ? text.reasons[entry.reason] : entry.reason}</dd>
        </div>
        {entry.note ? (
          <div>
            <dt className="inline font-medium">{text.note}: </dt>
            <dd className="inline whitespace-pre-line">{entry.note}</dd>
          </div>
        ) : null}
        {entry.rejectedReason ? (
          <div>
            <dt className="inline font-medium">{text.declinedReason}: </dt>
            <dd className="inline">{entry.rejectedReason}</dd>
          </div>
        ) : null}
      </dl>
      {entry.state === "requested" ? (
        <div className="grid gap-3">
          <AdminActionForm
            action={approveReturnAction}
            fields={{ id: entry.id }}
            label={text.approve}
            describedBy={titleId}
          />
          <RejectReturnForm returnId={entry.id} />
        </div>
      ) : null}
      {entry.state === "approved" ? <ReceiveReturnForm returnId={entry.id} lines={entry.lines} /> : null}
      {entry.state === "received" ? (
        <RefundReturnForm returnId={entry.id} paidOnline={entry.paymentMethod === "online"} dueFils={refundDueFils} />
      ) : null}
      {entry.refundedFils !== null ? (
        <p className="text-sm">
          {text.refunded(formatPrice(entry.refundedFils / 100), entry.refundMethod, entry.refundReference)}
        </p>
      ) : null}
    </article>
  );
}
