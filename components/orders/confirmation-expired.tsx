import { Clock } from "lucide-react";

import { EmptyState } from "@/components/layout/empty-state";
import { checkoutMessages } from "@/content/messages/checkout";
import { getRequestLocale } from "@/lib/i18n/request-locale";

/** What an old confirmation link shows: no order details, only the way to tracking. */
export function ConfirmationExpired() {
  const locale = getRequestLocale();
  const { confirmation } = checkoutMessages[locale];
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
