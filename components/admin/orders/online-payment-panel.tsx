import { adminPaymentMessages } from "@/content/messages/en/admin-payments";
import type { OnlinePaymentRow } from "@/lib/db/schema";

const { panel } = adminPaymentMessages;
const aed = (fils: number | null) => (fils === null ? panel.notYet : `AED ${(fils / 100).toFixed(2)}`);

/** What the gateway reported for an order paid online: method, reference, captured amount and time. */
export function OnlinePaymentPanel({ payment }: { payment: OnlinePaymentRow }) {
  const rows: [string, string][] = [
    [panel.gateway, panel.gateways[payment.gateway]],
    [panel.status, panel.statuses[payment.status]],
    [panel.reference, payment.paymentReference ?? panel.notYet],
    [panel.method, payment.method ?? panel.notYet],
    [panel.captured, aed(payment.capturedFils)],
    [panel.capturedAt, payment.capturedAt ? payment.capturedAt.toISOString().replace("T", " ").slice(0, 16) : "–"],
    [panel.refunded, aed(payment.refundedFils)],
  ];
  return (
    <section aria-labelledby="online-payment" className="grid gap-2">
      <h2 id="online-payment" className="text-lg font-semibold">
        {panel.title}
      </h2>
      <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-1 text-sm">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-muted-foreground">{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
