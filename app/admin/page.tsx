import Link from "next/link";

import { CashDifferences } from "@/components/admin/dashboard/cash-differences";
import { DiscountCodeSales } from "@/components/admin/dashboard/discount-code-sales";
import { DashboardFigures } from "@/components/admin/dashboard/dashboard-figures";
import { OrdersRevenueChart } from "@/components/admin/dashboard/orders-revenue-chart";
import { LowStock } from "@/components/admin/dashboard/low-stock";
import { TopProducts } from "@/components/admin/dashboard/top-products";
import { AdminPage } from "@/components/admin/admin-page";
import { AdminToolList } from "@/components/admin/admin-tool-list";
import { WorkQueue } from "@/components/admin/dashboard/work-queue";
import { adminMessages } from "@/content/messages/en/admin";
import { adminDashboardMessages as text } from "@/content/messages/en/admin-dashboard";
import { chartRanges, type ChartRange } from "@/lib/admin/dashboard/dashboard-period";
import { readDashboard } from "@/lib/admin/dashboard/read-dashboard";
import { ownerCodeSales } from "@/lib/admin/discounts/owner-code-list";
import { readWorkQueue } from "@/lib/admin/orders/work-queue";
import { countReturnsWaiting } from "@/lib/admin/returns/list-returns";
import { requireAdminPage } from "@/lib/auth/admin";
import { getDb } from "@/lib/db";
import { offersOnlinePayment } from "@/lib/payments";
import { cn } from "@/lib/utils";

const chartRangeOf = (value: string | string[] | undefined): ChartRange => (value === "90" ? 90 : 30);

export default async function AdminHomePage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  await requireAdminPage();
  const range = chartRangeOf((await searchParams).days);
  const db = await getDb();
  const [dashboard, queue, returnsWaiting, codeSales] = await Promise.all([
    readDashboard(db, range),
    readWorkQueue(db),
    countReturnsWaiting(db),
    ownerCodeSales(db),
  ]);
  return (
    <AdminPage section="/admin" title={text.title}>
      <WorkQueue counts={queue} returnsWaiting={returnsWaiting} />
      <DashboardFigures dashboard={dashboard} online={offersOnlinePayment()} />
      <p className="text-muted-foreground text-xs">{text.revenueNote}</p>
      <section aria-labelledby="chart-heading" className="bg-card grid gap-3 rounded-xl border p-4">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="chart-heading" className="font-serif text-xl font-semibold">
            {text.chart.title(range)}
          </h2>
          <nav aria-label={text.chart.ranges} className="flex gap-2 text-sm">
            {chartRanges.map((days) => (
              <Link
                key={days}
                href={`/admin?days=${days}`}
                aria-current={days === range ? "page" : undefined}
                className={cn("rounded-md border px-3 py-1", days === range && "bg-primary text-primary-foreground")}
              >
                {text.chart.range(days)}
              </Link>
            ))}
          </nav>
        </div>
        <OrdersRevenueChart daily={dashboard.daily} />
      </section>
      <div className="grid gap-6 lg:grid-cols-2">
        <TopProducts products={dashboard.topProducts} days={range} />
        <LowStock items={dashboard.lowStock} />
        <CashDifferences rows={dashboard.cashDifferences} />
        <DiscountCodeSales codes={codeSales} />
      </div>
      <section aria-labelledby="tools-heading" className="grid gap-3">
        <h2 id="tools-heading" className="font-serif text-xl font-semibold">
          {adminMessages.heading}
        </h2>
        <p className="text-muted-foreground">{adminMessages.intro}</p>
        <AdminToolList tools={adminMessages.tools} />
      </section>
    </AdminPage>
  );
}
