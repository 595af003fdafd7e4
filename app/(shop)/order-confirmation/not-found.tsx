import { SearchX } from "lucide-react";

import { EmptyState } from "@/components/layout/empty-state";
import { checkoutMessages } from "@/content/messages/en/checkout";

const { confirmation } = checkoutMessages;

export default function OrderConfirmationNotFound() {
  return (
    <EmptyState
      icon={SearchX}
      title={confirmation.notFoundTitle}
      text={confirmation.notFoundDescription}
      actions={[
        { href: "/", label: confirmation.backHome },
        { href: "/contact", label: confirmation.contactLink },
      ]}
    />
  );
}
