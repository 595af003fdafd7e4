import Link from "next/link";

import { bundlesIn, productsIn } from "@/content/localized";
import { adminDashboardMessages } from "@/content/messages/en/admin-dashboard";
import type { LowStockItem } from "@/lib/admin/dashboard/read-dashboard";
import { DashboardPanel } from "./dashboard-panel";

const { lowStock: text } = adminDashboardMessages;

function nameOf(id: string): string {
  return (
    productsIn("en").find((product) => product.id === id)?.name ??
    bundlesIn("en").find((bundle) => bundle.id === id)?.name ??
    id
  );
}

/** What to restock: counted products at their alert level or sold out, linked to where their stock is edited. */
export function LowStock({ items }: { items: LowStockItem[] }) {
  return (
    <DashboardPanel id="low-stock-title" title={text.title} hint={text.hint}>
      {items.length === 0 ? (
        <p className="text-muted-foreground text-sm">{text.none}</p>
      ) : (
        <table className="w-full text-sm" data-testid="low-stock">
          <thead>
            <tr className="text-muted-foreground">
              <th scope="col" className="py-1 text-start font-medium">
                {text.product}
              </th>
              <th scope="col" className="text-end font-medium">
                {text.left}
              </th>
              <th scope="col" className="text-end font-medium">
                {text.alertAt}
              </th>
            </tr>
          </thead>
          <tbody>
            {items.map((item) => (
              <tr key={item.id} className="border-t">
                <th scope="row" className="py-2 text-start font-normal">
                  {nameOf(item.id)}
                </th>
                <td className="text-end">{item.stock === 0 ? text.soldOut : item.stock}</td>
                <td className="text-end">{item.threshold ?? "–"}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <Link href="/admin/catalogue" className="text-sm underline underline-offset-4">
        {text.edit}
      </Link>
    </DashboardPanel>
  );
}
