import Link from "next/link";

import { AdminActionForm } from "@/components/admin/admin-action-form";
import { AdminTable, cellClass } from "@/components/admin/admin-table";
import { adminDiscountMessages as text } from "@/content/messages/en/admin-discounts";
import { switchDiscountCodeAction } from "@/lib/actions/admin/save-discount-code";
import { gulfDay } from "@/lib/admin/discounts/owner-code-form-values";
import type { OwnerCodeSummary } from "@/lib/admin/discounts/owner-code-list";
import { formatPrice } from "@/lib/currency/format-price";

const aed = (fils: number) => formatPrice(fils / 100);

/** "15% off", "AED 20.00 off on 2 products, orders from AED 150.00", "Free delivery". */
function gives(code: OwnerCodeSummary): string {
  const base =
    code.kind === "percent"
      ? text.gives.percent((code.value / 100).toFixed(2).replace(/\.00$/, ""))
      : code.kind === "fixed"
        ? text.gives.fixed(aed(code.value))
        : text.kinds.free_delivery;
  const parts = [base];
  if (code.productIds?.length) parts.push(text.onProducts(code.productIds.length));
  if (code.minimumOrderFils > 0) parts.push(text.minimum(aed(code.minimumOrderFils)));
  return parts.join(", ");
}

function dates(code: OwnerCodeSummary): string {
  const from = code.startsAt ? gulfDay(code.startsAt) : null;
  const to = code.endsAt ? gulfDay(new Date(code.endsAt.getTime() - 1)) : null;
  if (from && to) return text.between(from, to);
  if (from) return text.from(from);
  if (to) return text.until(to);
  return text.always;
}

/** Every code with its terms, uses against its limit and what it sold, each with its edit link and switch. */
export function DiscountCodesTable({ codes }: { codes: OwnerCodeSummary[] }) {
  const { columns } = text;
  return (
    <AdminTable
      caption={text.listCaption(codes.length)}
      headers={[columns.code, columns.kind, columns.dates, columns.uses, columns.sold, columns.status, columns.actions]}
      empty={text.empty}
      rowCount={codes.length}
    >
      {codes.map((code) => (
        <tr key={code.id} data-testid={`discount-code-${code.code}`}>
          <th scope="row" className={`${cellClass} font-mono font-medium`}>
            {code.code}
          </th>
          <td className={cellClass}>{gives(code)}</td>
          <td className={cellClass}>{dates(code)}</td>
          <td className={cellClass}>
            {text.uses(code.uses, code.usageLimit)}
            {code.perCustomerLimit !== null ? (
              <span className="text-muted-foreground block text-xs">{text.perCustomer(code.perCustomerLimit)}</span>
            ) : null}
          </td>
          <td className={`${cellClass} whitespace-nowrap`}>{text.sold(code.uses, aed(code.revenueFils))}</td>
          <td className={cellClass}>{code.active ? text.status.active : text.status.inactive}</td>
          <td className={`${cellClass} flex flex-wrap items-start gap-2`}>
            <Link href={`/admin/discounts/${code.id}`} className="text-primary text-sm underline underline-offset-4">
              {text.edit(code.code)}
            </Link>
            <AdminActionForm
              action={switchDiscountCodeAction}
              fields={{ id: code.id, active: code.active ? "off" : "on" }}
              label={code.active ? text.deactivate : text.activate}
              variant="outline"
            />
          </td>
        </tr>
      ))}
    </AdminTable>
  );
}
