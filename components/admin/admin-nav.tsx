import Link from "next/link";

import { adminMessages } from "@/content/messages/en/admin";
import { cn } from "@/lib/utils";

type NavLink = { href: string; label: string };

const linkClass =
  "hover:bg-accent focus-visible:ring-ring/50 block rounded-md px-3 py-2 text-sm font-medium focus-visible:ring-[3px] focus-visible:outline-none";

function NavLinks({ links, current, labelledBy }: { links: readonly NavLink[]; current: string; labelledBy?: string }) {
  return (
    <ul className="grid gap-1" aria-labelledby={labelledBy}>
      {links.map((item) => {
        const active = item.href === current;
        return (
          <li key={item.href}>
            <Link
              href={item.href}
              aria-current={active ? "page" : undefined}
              className={cn(linkClass, active && "bg-primary text-primary-foreground hover:bg-primary/90")}
            >
              {item.label}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}

function NavBody({ current, headingId }: { current: string; headingId: string }) {
  const { toolsNav } = adminMessages;
  return (
    <div className="grid gap-4">
      <NavLinks links={adminMessages.nav} current={current} />
      <div className="grid gap-1">
        <p id={headingId} className="text-muted-foreground px-3 text-xs font-semibold tracking-wide uppercase">
          {toolsNav.heading}
        </p>
        <NavLinks links={toolsNav.links} current={current} labelledBy={headingId} />
      </div>
    </div>
  );
}

const sectionLabel = (current: string) =>
  [...adminMessages.nav, ...adminMessages.toolsNav.links].find((item) => item.href === current)?.label ??
  adminMessages.heading;

/**
 * The back office's sections on every page, the current one marked for screen readers as well as by colour. A wide
 * screen shows them as a sidebar; a phone as a menu that a <details> opens, so it works by keyboard and without
 * JavaScript (only one of the two is displayed at a time, so assistive technology meets one navigation).
 */
export function AdminNav({ current }: { current: string }) {
  return (
    <>
      <nav
        aria-label={adminMessages.operationsNavLabel}
        className="hidden lg:sticky lg:top-4 lg:block"
        data-testid="admin-sidebar"
      >
        <NavBody current={current} headingId="admin-tools-sidebar" />
      </nav>
      <details className="bg-card rounded-lg border lg:hidden" data-testid="admin-menu">
        <summary className="focus-visible:ring-ring/50 cursor-pointer rounded-lg px-4 py-3 text-sm font-medium focus-visible:ring-[3px] focus-visible:outline-none">
          {adminMessages.menu(sectionLabel(current))}
        </summary>
        <nav aria-label={adminMessages.operationsNavLabel} className="border-t p-2">
          <NavBody current={current} headingId="admin-tools-menu" />
        </nav>
      </details>
    </>
  );
}
