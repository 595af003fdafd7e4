import Link from "next/link";

import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { adminOrderMessages } from "@/content/messages/en/admin-orders";
import {
  ORDER_SEARCH_MAX_LENGTH,
  shopifyStatusFilters,
  shopOrderStatusFilters,
  workQueueFilters,
  type AdminOrderSearch,
  type OrderStatusFilter,
} from "@/lib/validations/admin-lists";

const { search, statusFilters, statusGroups } = adminOrderMessages;

/**
 * A plain GET form: the search lives in the address, so it can be bookmarked and works without JavaScript.
 * `problem` is why the address's search term was refused (too long, or characters no search can hold). Shopify's own
 * status words are offered only where Shopify's orders are (`shopifyOrders`).
 */
export function OrderSearchForm({
  current,
  problem,
  shopifyOrders,
}: {
  current: AdminOrderSearch;
  problem?: string;
  shopifyOrders: boolean;
}) {
  const groups: [keyof typeof statusGroups, readonly OrderStatusFilter[]][] = [
    ["shop", shopOrderStatusFilters],
    ["queue", workQueueFilters],
    ...(shopifyOrders
      ? [["shopify", shopifyStatusFilters] as [keyof typeof statusGroups, readonly OrderStatusFilter[]]]
      : []),
  ];
  return (
    <form method="get" action="/admin/orders" role="search" className="flex flex-wrap items-end gap-3">
      <div className="grid min-w-64 flex-1 gap-2">
        <Label htmlFor="order-search">{search.label}</Label>
        <Input
          id="order-search"
          name="q"
          type="search"
          defaultValue={current.q ?? ""}
          placeholder={search.placeholder}
          maxLength={ORDER_SEARCH_MAX_LENGTH}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? "order-search-problem" : undefined}
        />
        {problem ? (
          <p id="order-search-problem" role="alert" className="text-destructive text-sm">
            {problem}
          </p>
        ) : null}
      </div>
      <div className="grid gap-2">
        <Label htmlFor="order-status">{search.status}</Label>
        <select
          id="order-status"
          name="status"
          defaultValue={current.status ?? ""}
          className="border-input focus-visible:ring-ring/50 h-9 rounded-md border bg-transparent px-3 text-sm focus-visible:ring-[3px] focus-visible:outline-none"
        >
          <option value="">{search.anyStatus}</option>
          {groups.map(([group, filters]) => (
            <optgroup key={group} label={statusGroups[group]}>
              {filters.map((status) => (
                <option key={status} value={status}>
                  {statusFilters[status]}
                </option>
              ))}
            </optgroup>
          ))}
        </select>
      </div>
      <Button type="submit">{search.submit}</Button>
      {current.q || current.status ? (
        <Link href="/admin/orders" className="py-2 text-sm underline underline-offset-4">
          {search.clear}
        </Link>
      ) : null}
    </form>
  );
}
