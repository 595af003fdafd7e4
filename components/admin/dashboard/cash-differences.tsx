import Link from "next/link";

import { adminDashboardMessages } from "@/content/messages/en/admin-dashboard";
import type { CashDifference } from "@/lib/admin/dashboard/read-dashboard";
import { DashboardPanel } from "./dashboard-panel";

const { cashDifferences: text } = adminDashboardMessages;
const aed = (fils: number) => (fils / 100).toFixed(2);

/** Deliveries that did not collect their order's total, each with the reason recorded when it was marked paid. */
export function CashDifferences({ rows }: { rows: CashDifference[] }) {
  return (
    <DashboardPanel id="cash-differences-title" title={text.title} hint={text.hint}>
      {rows.length === 0 ? (
        <p className="text-muted-foreground text-sm">{text.none}</p>
      ) : (
        <table className="w-full text-sm">
          <thead>
            <tr className="text-muted-foreground">
              <th scope="col" className="py-1 text-start font-medium">
                {text.order}
              </th>
              <th scope="col" className="text-end font-medium">
                {text.total}
              </th>
              <th scope="col" className="text-end font-medium">
                {text.collected}
              </th>
              <th scope="col" className="ps-3 text-start font-medium">
                {text.reason}
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.id} className="border-t">
                <th scope="row" className="py-2 text-start font-normal">
                  <Link href={`/admin/orders/${row.id}`} className="underline underline-offset-4">
                    {row.orderNumber}
                  </Link>
                </th>
                <td className="text-end">{aed(row.totalFils)}</td>
                <td className="text-end">{aed(row.collectedFils)}</td>
                <td className="ps-3">{row.reason ?? "–"}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </DashboardPanel>
  );
}
