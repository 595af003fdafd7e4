import { adminDashboardMessages } from "@/content/messages/en/admin-dashboard";
import type { TopProduct } from "@/lib/admin/dashboard/read-dashboard";
import { formatPrice } from "@/lib/currency/format-price";
import { DashboardPanel } from "./dashboard-panel";

const { top } = adminDashboardMessages;

export function TopProducts({ products, days }: { products: TopProduct[]; days: number }) {
  return (
    <DashboardPanel
      id="top-products-title"
      title={top.title}
      hint={top.range(days)}
      empty={products.length === 0 ? top.empty : undefined}
    >
      <table className="w-full text-sm" data-testid="top-products">
        <thead>
          <tr className="text-muted-foreground">
            <th scope="col" className="py-1 text-start font-medium">
              {top.product}
            </th>
            <th scope="col" className="text-end font-medium">
              {top.units}
            </th>
            <th scope="col" className="text-end font-medium">
              {top.revenue}
            </th>
          </tr>
        </thead>
        <tbody>
          {products.map((product) => (
            <tr key={product.title} className="border-t">
              <th scope="row" className="py-2 text-start font-normal">
                {product.title}
              </th>
              <td className="text-end">{product.quantity}</td>
              <td className="text-end">{formatPrice(product.revenueFils / 100)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </DashboardPanel>
  );
}
