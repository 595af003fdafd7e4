import Link from "next/link";

import { AdminActionForm } from "@/components/admin/admin-action-form";
import { policies } from "@/content/policies";
import { adminMessages } from "@/content/messages/en/admin";
import { adminOrderMessages } from "@/content/messages/en/admin-orders";
import { liftCodHoldAction } from "@/lib/actions/admin/lift-cod-hold";
import type { RefusalHistory } from "@/lib/orders/cod-refusal-hold";

const text = adminOrderMessages.refusals;

/**
 * The parcels this order's shopper (its e-mail or phone) refused at the door, whether cash on delivery is held back
 * for them, and the owner's lift. `gateway`: the shop offers Pay now, without which nothing is held back.
 */
export function CodRefusalPanel({
  orderId,
  history,
  gateway,
}: {
  orderId: string;
  history: RefusalHistory;
  gateway: boolean;
}) {
  const threshold = policies.cashOnDelivery.payNowOnlyAfterRefusals;
  return (
    <section aria-labelledby="cod-refusals-heading" className="bg-card grid gap-3 rounded-xl border p-6">
      <h2 id="cod-refusals-heading" className="text-lg font-semibold">
        {text.heading}
      </h2>
      {history.refused.length === 0 ? (
        <p className="text-muted-foreground text-sm">{text.none}</p>
      ) : (
        <>
          <p className="text-sm">{text.list(history.refused.length)}</p>
          <ul className="grid gap-1 text-sm">
            {history.refused.map((order) => (
              <li key={order.id}>
                <Link href={`/admin/orders/${order.id}`} className="underline underline-offset-4">
                  {order.orderNumber}
                </Link>{" "}
                <span className="text-muted-foreground">{adminMessages.dateTime(order.refusedAt)}</span>
              </li>
            ))}
          </ul>
        </>
      )}
      {history.lift ? (
        <p className="text-muted-foreground text-sm">
          {text.lifted(history.lift.by, adminMessages.dateTime(history.lift.at))}
        </p>
      ) : null}
      {history.withheld ? (
        gateway ? (
          <>
            <p className="text-sm font-medium" data-testid="cod-withheld">
              {text.withheld(threshold)}
            </p>
            <div>
              <AdminActionForm
                action={liftCodHoldAction}
                fields={{ orderId, requestKey: crypto.randomUUID() }}
                label={text.lift}
                variant="outline"
              />
            </div>
          </>
        ) : (
          <p className="text-sm">{text.noGateway}</p>
        )
      ) : null}
    </section>
  );
}
