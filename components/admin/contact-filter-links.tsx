import Link from "next/link";

import { adminContactMessages as text } from "@/content/messages/en/admin-operations";
import { cn } from "@/lib/utils";
import { contactMessageFilters } from "@/lib/validations/admin-lists";

/** New, handled or all messages: links, so the choice is in the address and needs no JavaScript. */
export function ContactFilterLinks({ current }: { current: (typeof contactMessageFilters)[number] }) {
  return (
    <nav aria-label={text.filterLabel} className="flex gap-2 text-sm">
      {contactMessageFilters.map((filter) => (
        <Link
          key={filter}
          href={filter === "new" ? "/admin/messages" : `/admin/messages?status=${filter}`}
          aria-current={filter === current ? "page" : undefined}
          className={cn("rounded-md border px-3 py-1", filter === current && "bg-secondary font-medium")}
        >
          {text.filters[filter]}
        </Link>
      ))}
    </nav>
  );
}
