import { SearchX } from "lucide-react";

import { EmptyState } from "@/components/layout/empty-state";
import { checkoutMessages } from "@/content/messages/checkout";
import { localizedPath, type Locale } from "@/lib/i18n/locales";

/** What a confirmation link that names no order shows: the order cannot be found, and where to go instead. */
export function OrderNotFound({ locale }: { locale: Locale }) {
  const { confirmation } = checkoutMessages[locale];
  return (
    <EmptyState
      icon={SearchX}
      title={confirmation.notFoundTitle}
      text={confirmation.notFoundDescription}
      actions={[
        { href: localizedPath(locale, "/"), label: confirmation.backHome },
        { href: localizedPath(locale, "/contact"), label: confirmation.contactLink },
      ]}
    />
  );
}
