import Link from "next/link";

import { CourierManifestLink } from "@/components/admin/orders/courier-manifest-link";
import { adminDashboardMessages } from "@/content/messages/en/admin-dashboard";
import { workQueues, type WorkQueueCounts } from "@/lib/admin/orders/work-queue";

const text = adminDashboardMessages.queue;

const tileClass =
  "bg-card hover:bg-accent focus-visible:ring-ring/50 grid h-full gap-1 rounded-xl border p-4 focus-visible:ring-[3px] focus-visible:outline-none";

/**
 * Orders to confirm, to ship and cash to collect, each count a link to the order list of exactly those orders, and
 * the returns waiting for the owner, a link to /admin/returns.
 */
export function WorkQueue({ counts, returnsWaiting }: { counts: WorkQueueCounts; returnsWaiting: number }) {
  return (
    <section aria-labelledby="queue-heading" className="grid gap-3">
      <div>
        <h2 id="queue-heading" className="font-serif text-xl font-semibold">
          {text.title}
        </h2>
        <p className="text-muted-foreground text-sm">{text.intro}</p>
      </div>
      <ul className="grid gap-3 sm:grid-cols-2 xl:grid-cols-4">
        {workQueues.map((queue) => (
          <li key={queue}>
            <Link href={`/admin/orders?status=${queue}`} data-testid={`queue-${queue}`} className={tileClass}>
              <span className="text-muted-foreground text-sm">{text[queue]}</span>
              <span className="font-serif text-3xl font-semibold">{counts[queue]}</span>
              <span className="text-muted-foreground text-xs">{text[`${queue}Hint`]}</span>
            </Link>
          </li>
        ))}
        <li>
          <Link href="/admin/returns" data-testid="queue-returns" className={tileClass}>
            <span className="text-muted-foreground text-sm">{text.returns}</span>
            <span className="font-serif text-3xl font-semibold">{returnsWaiting}</span>
            <span className="text-muted-foreground text-xs">{text.returnsHint}</span>
          </Link>
        </li>
      </ul>
      <CourierManifestLink />
    </section>
  );
}
