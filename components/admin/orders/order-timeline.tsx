import { adminMessages } from "@/content/messages/en/admin";
import { adminOrderMessages } from "@/content/messages/en/admin-orders";
import type { TimelineEvent } from "@/lib/admin/orders/order-timeline";
import { formatPrice } from "@/lib/currency/format-price";
import { cn } from "@/lib/utils";

const text = adminOrderMessages.timeline;
const aed = (fils: number) => formatPrice(fils / 100);

function describe(event: TimelineEvent): string {
  const { events } = text;
  switch (event.kind) {
    case "placed":
    case "confirmed":
    case "shipped":
    case "refused":
    case "expired":
      return events[event.kind];
    case "paid_online":
      return events.paid_online(aed(event.amountFils), event.method);
    case "delivered":
      return events.delivered(event.cashCollectedFils == null ? null : aed(event.cashCollectedFils));
    case "cancelled":
      return events.cancelled(event.reason ?? null);
    case "refunded":
      return events.refunded(aed(event.amountFils), event.creditNote);
    case "document_issued":
      return events.document_issued(event.documentKind, event.number);
    case "document_resent":
      return events.document_resent(event.number);
    case "email":
      return events.email(event.subject, event.status);
    case "note":
      return text.note;
  }
}

/** The order's life as a list, oldest first: what happened, who did it and when (Gulf time). */
export function OrderTimeline({ events }: { events: TimelineEvent[] }) {
  return (
    <section aria-labelledby="timeline-title" className="bg-card grid gap-3 rounded-xl border p-6">
      <div>
        <h2 id="timeline-title" className="font-serif text-xl font-semibold">
          {text.title}
        </h2>
        <p className="text-muted-foreground text-sm">{text.intro}</p>
      </div>
      <ol className="grid gap-3 border-s ps-4" data-testid="order-timeline">
        {events.map((event, index) => (
          <li key={index} className={cn("relative grid gap-0.5 text-sm", event.kind === "note" && "rounded-md")}>
            <span aria-hidden="true" className="bg-primary absolute -start-[1.3rem] top-1.5 size-2 rounded-full" />
            <span className="font-medium">{describe(event)}</span>
            {event.kind === "note" ? (
              <span className="bg-muted rounded-md px-3 py-2 whitespace-pre-line">{event.body}</span>
            ) : null}
            <span className="text-muted-foreground text-xs">
              <time dateTime={event.at.toISOString()}>{adminMessages.dateTime(event.at)}</time>
              {event.who ? ` · ${text.by(event.who)}` : null}
            </span>
          </li>
        ))}
      </ol>
    </section>
  );
}
