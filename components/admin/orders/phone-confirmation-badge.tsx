import { adminOrderLifecycleMessages as text } from "@/content/messages/en/admin-order-lifecycle";
import type { PhoneConfirmationMark } from "@/lib/orders/phone-confirmation/phone-confirmation-sql";

/**
 * "Confirmed by phone" or "Awaiting phone confirmation" beside a cash order still at the shop; nothing for an order
 * never asked for a code (no messaging provider) or one already on its way.
 */
export function PhoneConfirmationBadge({ mark, stage }: { mark: PhoneConfirmationMark; stage: string | null }) {
  if (!mark || (stage !== "placed" && stage !== "confirmed")) return null;
  const confirmed = mark === "confirmed_by_phone";
  return (
    <span
      data-testid="phone-confirmation"
      className={
        confirmed
          ? "rounded-full bg-emerald-100 px-2 py-0.5 text-xs font-medium text-emerald-900"
          : "rounded-full bg-amber-100 px-2 py-0.5 text-xs font-medium text-amber-900"
      }
    >
      {text.phoneConfirmation[mark]}
    </span>
  );
}
