import { CheckCircle2, CircleX } from "lucide-react";

import { trackOrderMessages } from "@/content/messages/track-order";
import { formatPrice } from "@/lib/currency/format-price";
import type { Locale } from "@/lib/i18n/locales";
import { formatShopDate } from "@/lib/orders/delivery-estimate";
import type { CodLifecycleView } from "@/lib/orders/order-lookup-shape";

type Step = { key: string; text: string; ended: boolean };

/** The steps a cash-on-delivery order has been through, each with its day, oldest first. */
function stepsOf(lifecycle: CodLifecycleView, placedAt: string, currency: string, locale: Locale): Step[] {
  const { progress } = trackOrderMessages[locale];
  const day = (iso: string) => formatShopDate(new Date(iso), locale);
  const steps: Step[] = [{ key: "placed", text: progress.placed(day(placedAt)), ended: false }];
  if (lifecycle.confirmed_at)
    steps.push({ key: "confirmed", text: progress.confirmed(day(lifecycle.confirmed_at)), ended: false });
  if (lifecycle.shipped_at)
    steps.push({ key: "shipped", text: progress.shipped(day(lifecycle.shipped_at)), ended: false });
  if (lifecycle.delivered_at) {
    const delivered = day(lifecycle.delivered_at);
    const cash = lifecycle.cash_collected_amount;
    // An order paid online had nothing to collect at the door.
    const text =
      cash === null
        ? progress.deliveredPrepaid(delivered)
        : progress.delivered(delivered, formatPrice(cash, currency, locale));
    steps.push({ key: "delivered", text, ended: false });
  }
  if (lifecycle.refused_at)
    steps.push({ key: "refused", text: progress.refused(day(lifecycle.refused_at)), ended: true });
  if (lifecycle.cancelled_at)
    steps.push({ key: "cancelled", text: progress.cancelled(day(lifecycle.cancelled_at)), ended: true });
  return steps;
}

export function CodProgress({
  lifecycle,
  placedAt,
  currency,
  locale,
}: {
  lifecycle: CodLifecycleView;
  placedAt: string;
  currency: string;
  locale: Locale;
}) {
  const { progress } = trackOrderMessages[locale];
  return (
    <section aria-labelledby="cod-progress-title" className="grid gap-3">
      <h3 id="cod-progress-title" className="font-serif text-lg font-semibold">
        {progress.title}
      </h3>
      <ol className="grid gap-2" data-testid="cod-progress">
        {stepsOf(lifecycle, placedAt, currency, locale).map((step) => (
          <li key={step.key} data-step={step.key} className="flex items-center gap-2 text-sm">
            {step.ended ? (
              <CircleX aria-hidden className="size-4 text-gray-600" />
            ) : (
              <CheckCircle2 aria-hidden className="size-4 text-green-700" />
            )}
            {step.text}
          </li>
        ))}
      </ol>
    </section>
  );
}
