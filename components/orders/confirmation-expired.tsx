import { Clock } from "lucide-react";

import { EmptyState } from "@/components/layout/empty-state";
import { checkoutMessages } from "@/content/messages/en/checkout";

const { confirmation } = checkoutMessages;

/** What an old confirmation link shows: no order details, only the way to tracking. */
export function ConfirmationExpired() {
  return (
    <EmptyState
      icon={Clock}
      title={confirmation.expiredTitle}
      text={confirmation.expiredDescription}
      actions={[
        { href: "/track-order", label: confirmation.trackLink },
        { href: "/contact", label: confirmation.contactLink },
      ]}
    />
  );
}
