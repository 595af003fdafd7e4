import { Lock, RotateCcw, Truck } from "lucide-react";

import { policies } from "@/content/policies";
import { checkoutMessages } from "@/content/messages/en/checkout";

const badges = [
  { icon: Lock, label: checkoutMessages.secure.badges.secure },
  { icon: Truck, label: checkoutMessages.secure.badges.freeShipping },
  { icon: RotateCcw, label: checkoutMessages.secure.badges.returns(policies.returns.windowDays) },
];

export function SecureCheckoutBadges() {
  return (
    <ul className="flex flex-wrap gap-2">
      {badges.map(({ icon: Icon, label }) => (
        <li key={label} className="inline-flex items-center gap-1.5 rounded-full border bg-secondary px-3 py-1 text-sm font-medium text-secondary-foreground">
          <Icon aria-hidden className="size-4 text-primary" />
          {label}
        </li>
      ))}
    </ul>
  );
}
