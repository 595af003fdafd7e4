import Link from "next/link";

import { adminMessages } from "@/content/messages/en/admin";
import { cn } from "@/lib/utils";

/** The back office's sections; the current one is marked for screen readers as well as by colour. */
export function AdminNav({ current }: { current: string }) {
  return (
    <nav aria-label={adminMessages.operationsNavLabel} className="border-b pb-3">
      <ul className="flex flex-wrap gap-2">
        {adminMessages.nav.map((item) => {
          const active = item.href === current;
          return (
            <li key={item.href}>
              <Link
                href={item.href}
                aria-current={active ? "page" : undefined}
                className={cn(
                  "hover:bg-accent focus-visible:ring-ring/50 inline-block rounded-md px-3 py-1.5 text-sm font-medium focus-visible:ring-[3px] focus-visible:outline-none",
                  active && "bg-primary text-primary-foreground hover:bg-primary/90",
                )}
              >
                {item.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
