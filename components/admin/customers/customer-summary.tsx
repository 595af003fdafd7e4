import { adminMessages } from "@/content/messages/en/admin";
import { adminCustomerMessages } from "@/content/messages/en/admin-customers";
import type { CustomerSummary } from "@/lib/admin/customers/list-customers";
import { formatPrice } from "@/lib/currency/format-price";

const { view, table } = adminCustomerMessages;

export function CustomerSummaryList({ summary }: { summary: CustomerSummary }) {
  const facts: [string, string][] = [
    [view.email, summary.email],
    [view.phones, summary.phones.join(", ") || "-"],
    [view.kind, summary.accountId ? table.account : table.guest],
    [view.orders, String(summary.orderCount)],
    [view.spent, formatPrice(summary.spentFils / 100)],
    [view.refusals, String(summary.refusals)],
    [view.lastOrder, summary.lastOrderAt ? adminMessages.dateTime(summary.lastOrderAt) : table.never],
  ];
  return (
    <section aria-labelledby="customer-summary" className="bg-card grid gap-3 rounded-xl border p-6">
      <h2 id="customer-summary" className="font-serif text-xl font-semibold">
        {view.summary}
      </h2>
      <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[auto_1fr]">
        {facts.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="font-medium">{label}</dt>
            <dd className="tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
