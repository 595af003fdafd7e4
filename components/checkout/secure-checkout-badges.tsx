import { Lock, RotateCcw, Truck } from "lucide-react";

import { policies } from "@/content/policies";
import type { checkoutMessages } from "@/content/messages/en/checkout";
import type { Translation } from "@/lib/i18n/translation";

type BadgeTexts = Translation<typeof checkoutMessages>["secure"]["badges"];

/**
 * The badges in the page's language; each label is isolated (<bdi>) so figures such as "7-Day" keep their order in
 * Arabic.
 */
export function SecureCheckoutBadges({ texts, payment = null }: { texts: BadgeTexts; payment?: string | null }) {
  const badges = [
    { icon: Lock, label: texts.secure },
    ...(payment ? [{ icon: Lock, label: payment }] : []),
    { icon: Truck, label: texts.freeShipping },
    { icon: RotateCcw, label: texts.returns(policies.returns.windowDays) },
  ];
  return (
    <ul className="flex flex-wrap gap-2">
      {badges.map(({ icon: Icon, label }) => (
        <li
          key={label}
          className="bg-secondary text-secondary-foreground inline-flex items-center gap-1.5 rounded-full border px-3 py-1 text-sm font-medium"
        >
          <Icon aria-hidden className="text-primary size-4" />
          <bdi>{label}</bdi>
        </li>
      ))}
    </ul>
  );
}
