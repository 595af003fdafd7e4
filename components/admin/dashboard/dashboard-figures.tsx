import Link from "next/link";

import { adminDashboardMessages as text } from "@/content/messages/en/admin-dashboard";
import type { Dashboard, SalesFigures } from "@/lib/admin/dashboard/read-dashboard";
import { formatPrice } from "@/lib/currency/format-price";
import { merchant } from "@/content/merchant";

const aed = (fils: number) => formatPrice(fils / 100);
// A registered shop sees the VAT inside its revenue; one that is not registered charges none.
const salesDetail = (figures: SalesFigures) =>
  [
    text.orders(figures.orders),
    ...(merchant.vatRegistered ? [text.vatIncluded(aed(figures.vatFils))] : []),
    ...(figures.refundsFils > 0 ? [text.refundsTaken(aed(figures.refundsFils))] : []),
    ...(figures.codFeesFils > 0 ? [text.codFees(aed(figures.codFeesFils))] : []),
  ].join(", ");

function Figure({
  label,
  value,
  detail,
  href,
  testId,
}: {
  label: string;
  value: string;
  detail?: string;
  href?: string;
  testId: string;
}) {
  return (
    <div className="bg-card grid content-start gap-1 rounded-xl border p-4">
      <dt className="text-muted-foreground text-sm">{label}</dt>
      <dd className="font-serif text-2xl font-semibold" data-testid={testId}>
        {href ? (
          <Link href={href} className="underline-offset-4 hover:underline">
            {value}
          </Link>
        ) : (
          value
        )}
      </dd>
      {detail ? <dd className="text-muted-foreground text-sm">{detail}</dd> : null}
    </div>
  );
}

/**
 * The figures an owner checks first: today, this month, the cash still with couriers, what was paid online (when the
 * shop takes online payment or has taken some), and what waits for her.
 */
export function DashboardFigures({ dashboard, online }: { dashboard: Dashboard; online: boolean }) {
  const { today, month, awaitingCash, collectedThisMonth, paidOnlineThisMonth } = dashboard;
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 xl:grid-cols-4">
      <Figure label={text.today} value={aed(today.revenueFils)} detail={salesDetail(today)} testId="figure-today" />
      <Figure label={text.month} value={aed(month.revenueFils)} detail={salesDetail(month)} testId="figure-month" />
      <Figure
        label={text.awaitingCash}
        value={aed(awaitingCash.revenueFils)}
        detail={text.awaitingCashHint(awaitingCash.orders)}
        href="/admin/orders?status=awaiting_cash"
        testId="figure-awaiting-cash"
      />
      <Figure
        label={text.collected}
        value={aed(collectedThisMonth.revenueFils)}
        detail={text.orders(collectedThisMonth.orders)}
        testId="figure-collected"
      />
      {online || paidOnlineThisMonth.orders > 0 ? (
        <Figure
          label={text.paidOnline}
          value={aed(paidOnlineThisMonth.revenueFils)}
          detail={text.orders(paidOnlineThisMonth.orders)}
          testId="figure-paid-online"
        />
      ) : null}
      <Figure
        label={text.reviewsWaiting}
        value={String(dashboard.reviewsWaiting)}
        href="/admin/reviews"
        testId="figure-reviews"
      />
      <Figure
        label={text.unansweredMessages}
        value={String(dashboard.unansweredMessages)}
        href="/admin/messages"
        testId="figure-messages"
      />
      <Figure
        label={text.cartReminders}
        value={String(dashboard.cartReminders.sent)}
        detail={text.cartsRecovered(dashboard.cartReminders.recovered)}
        testId="figure-cart-reminders"
      />
    </dl>
  );
}
