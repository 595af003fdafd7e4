import type { ReactNode } from "react";

/** A titled card of the dashboard: `hint` says what the figures cover; an empty panel says so in `empty`. */
export function DashboardPanel({
  id,
  title,
  hint,
  empty,
  children,
}: {
  id: string;
  title: string;
  hint: string;
  empty?: string;
  children?: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="bg-card grid content-start gap-3 rounded-xl border p-4">
      <h2 id={id} className="font-serif text-xl font-semibold">
        {title} <span className="text-muted-foreground text-sm font-normal">{hint}</span>
      </h2>
      {empty ? <p className="text-muted-foreground text-sm">{empty}</p> : children}
    </section>
  );
}
