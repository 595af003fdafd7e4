import { OrderStatusBadge } from "@/components/orders/order-status-badge";
import { codStageTone } from "@/components/orders/order-status-tone";
import { adminOrderLifecycleMessages as text } from "@/content/messages/en/admin-order-lifecycle";
import {
  confirmCodOrderAction,
  deliverPrepaidOrderAction,
  refuseCodOrderAction,
} from "@/lib/actions/admin/order-lifecycle";
import type { OrderRow } from "@/lib/db/schema";
import { availableCodSteps, stepAppliesTo, type CodLifecycleStage } from "@/lib/orders/cod-lifecycle";
import { shopToday } from "@/lib/validations/cod-lifecycle";
import { AdminActionForm } from "../admin-action-form";
import { CancelCodOrderForm, DeliverCodOrderForm } from "./cod-step-forms";
import { orderStatusOf } from "@/lib/orders/order-status";
import type { PhoneConfirmationMark } from "@/lib/orders/phone-confirmation/phone-confirmation-sql";
import { PhoneConfirmationBadge } from "./phone-confirmation-badge";

/** Where a cash-on-delivery order stands and the steps the owner can take from there (the state machine decides). */
export function CodLifecyclePanel({
  order,
  stage,
  returned,
  phoneMark = null,
}: {
  order: OrderRow;
  stage: CodLifecycleStage;
  /** A return of it was refunded: the order's one status then reads "Returned". */
  returned: boolean;
  /** Whether the shopper confirmed by the phone code, for an order that was asked for one. */
  phoneMark?: PhoneConfirmationMark;
}) {
  const status = orderStatusOf({ lifecycleStage: stage, returned })!;
  const steps = availableCodSteps(stage).filter((step) => stepAppliesTo(order.paymentMethod, step));
  const fields = { orderId: order.id };
  const prepaid = order.paymentMethod === "online";
  return (
    <section aria-labelledby="cod-title" className="bg-card grid gap-4 rounded-xl border p-6">
      <div className="flex flex-wrap items-center gap-3">
        <h2 id="cod-title" className="font-serif text-xl font-semibold">
          {prepaid ? text.titleOnline : text.title}
        </h2>
        <span className="sr-only">{text.stage}:</span>
        <span data-testid="cod-stage">
          <OrderStatusBadge status={status} tone={codStageTone(status)} />
        </span>
        <PhoneConfirmationBadge mark={phoneMark} stage={stage} />
      </div>
      {order.cancelledReason ? (
        <p className="text-sm">
          {text.cancel.reason}: {order.cancelledReason}
        </p>
      ) : null}
      {order.cashDifferenceReason && order.cashCollectedFils !== null ? (
        <p className="text-sm">
          {text.deliver.recordedDifference(
            (order.cashCollectedFils / 100).toFixed(2),
            order.totalAmount.toFixed(2),
            order.cashDifferenceReason,
          )}
        </p>
      ) : null}
      {steps.length === 0 ? <p className="text-muted-foreground text-sm">{text.finalNote}</p> : null}
      {steps.includes("confirm") || steps.includes("refuse") ? (
        <div className="flex flex-wrap gap-3">
          {steps.includes("confirm") ? (
            <AdminActionForm action={confirmCodOrderAction} fields={fields} label={text.confirm.submit} />
          ) : null}
          {steps.includes("refuse") ? (
            <AdminActionForm
              action={refuseCodOrderAction}
              fields={fields}
              label={text.refuse.submit}
              variant="outline"
            />
          ) : null}
        </div>
      ) : null}
      {steps.includes("ship") ? <p className="text-muted-foreground text-sm">{text.shipHint}</p> : null}
      {steps.includes("deliver") && prepaid ? (
        <div className="grid gap-2">
          <p className="text-muted-foreground text-sm">{text.deliverPrepaid.intro}</p>
          <div>
            <AdminActionForm action={deliverPrepaidOrderAction} fields={fields} label={text.deliverPrepaid.submit} />
          </div>
        </div>
      ) : null}
      {steps.includes("deliver") && !prepaid ? (
        <DeliverCodOrderForm orderId={order.id} total={order.totalAmount.toFixed(2)} today={shopToday()} />
      ) : null}
      {steps.includes("cancel") ? <CancelCodOrderForm orderId={order.id} orderNumber={order.orderNumber} /> : null}
    </section>
  );
}
