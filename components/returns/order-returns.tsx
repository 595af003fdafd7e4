import { returnRequestMessages } from "@/content/messages/return-requests";
import type { Locale } from "@/lib/i18n/locales";
import { formatShopDate } from "@/lib/orders/delivery-estimate";
import type { OrderReturnsView } from "@/lib/returns/returns-view-shape";
import { ReturnRequestForm } from "./return-request-form";

type Props = {
  returns: OrderReturnsView;
  /** The order's gate for the request form: without it (no e-mail known) the form is not offered. */
  email?: string;
  orderNumber: string;
  locale: Locale;
};

/** An order's returns with where each stands, and the request form while the window is open. */
export function OrderReturns({ returns, email, orderNumber, locale }: Props) {
  const text = returnRequestMessages[locale];
  const day = (iso: string) => formatShopDate(new Date(iso), locale);
  return (
    <section aria-labelledby="order-returns-title" className="grid gap-4">
      <h3 id="order-returns-title" className="font-serif text-lg font-semibold">
        {text.section.title}
      </h3>
      {returns.requests.length > 0 ? (
        <ul className="grid gap-3">
          {returns.requests.map((request) => (
            <li key={request.number} className="grid gap-1 rounded-md border p-3" data-testid="order-return">
              <p className="font-medium">{text.section.requestedOn(request.number, day(request.requested_at))}</p>
              <p className="text-primary text-sm font-semibold">{text.states[request.state]}</p>
              <ul className="text-muted-foreground text-sm">
                {request.lines.map((line) => (
                  <li key={line.title}>{`${line.quantity} × ${line.title}`}</li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      ) : null}
      {returns.open ? (
        <>
          <p className="text-muted-foreground text-sm">
            {text.section.lastDay(day(`${returns.open.last_day}T12:00:00+04:00`))}
          </p>
          {email ? <ReturnRequestForm email={email} orderNumber={orderNumber} open={returns.open} /> : null}
        </>
      ) : returns.closed ? (
        <p className="text-muted-foreground text-sm">{text.section.closed}</p>
      ) : null}
    </section>
  );
}
