import Link from "next/link";

import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { adminCustomerMessages } from "@/content/messages/en/admin-customers";
import { ORDER_SEARCH_MAX_LENGTH, type AdminCustomerSearch } from "@/lib/validations/admin-lists";

const { search } = adminCustomerMessages;

/** A plain GET form, as the order search: bookmarkable and working without JavaScript. */
export function CustomerSearchForm({ current, problem }: { current: AdminCustomerSearch; problem?: string }) {
  return (
    <form method="get" action="/admin/customers" role="search" className="flex flex-wrap items-end gap-3">
      <div className="grid min-w-64 flex-1 gap-2">
        <Label htmlFor="customer-search">{search.label}</Label>
        <Input
          id="customer-search"
          name="q"
          type="search"
          defaultValue={current.q ?? ""}
          placeholder={search.placeholder}
          maxLength={ORDER_SEARCH_MAX_LENGTH}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? "customer-search-problem" : undefined}
        />
        {problem ? (
          <p id="customer-search-problem" role="alert" className="text-destructive text-sm">
            {problem}
          </p>
        ) : null}
      </div>
      <Button type="submit">{search.submit}</Button>
      {current.q ? (
        <Link href="/admin/customers" className="py-2 text-sm underline underline-offset-4">
          {search.clear}
        </Link>
      ) : null}
    </form>
  );
}
