import Link from "next/link";

import { adminDiscountMessages } from "@/content/messages/en/admin-discounts";
import type { OwnerCodeSummary } from "@/lib/admin/discounts/owner-code-list";
import { formatPrice } from "@/lib/currency/format-price";
import { DashboardPanel } from "./dashboard-panel";

const { dashboard: text } = adminDiscountMessages;

/** What each of the owner's codes sold: orders, their revenue and what the code gave, the best seller first. */
export function DiscountCodeSales({ codes }: { codes: OwnerCodeSummary[] }) {
  return (
    <DashboardPanel
      id="discount-code-sales-title"
      title={text.title}
      hint={text.hint}
      empty={codes.length === 0 ? text.empty : undefined}
    >
      <table className="w-full text-sm" data-testid="discount-code-sales">
        <thead>
          <tr className="text-muted-foreground">
            <th scope="col" className="py-1 text-start font-medium">
              {text.code}
            </th>
            <th scope="col" className="text-end font-medium">
              {text.orders}
            </th>
            <th scope="col" className="text-end font-medium">
              {text.revenue}
            </th>
            <th scope="col" className="text-end font-medium">
              {text.discount}
            </th>
          </tr>
        </thead>
        <tbody>
          {codes.map((code) => (
            <tr key={code.id} className="border-t">
              <th scope="row" className="py-2 text-start font-mono font-normal">
                <Link href={`/admin/discounts/${code.id}`} className="underline underline-offset-4">
                  {code.code}
                </Link>
              </th>
              <td className="text-end">{code.uses}</td>
              <td className="text-end">{formatPrice(code.revenueFils / 100)}</td>
              <td className="text-end">{formatPrice(code.discountFils / 100)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </DashboardPanel>
  );
}
