import { deliveryPromiseAt } from "@/content/shop-promises";
import type { deliveryLineMessages } from "@/content/messages/en/delivery-line";
import { formatShopDate } from "@/lib/i18n/format";
import type { Locale } from "@/lib/i18n/locales";
import type { Translation } from "@/lib/i18n/translation";

type DeliveryLineTexts = Translation<typeof deliveryLineMessages>;

const MINUTE_MS = 60_000;

/**
 * "Order within 3 h 12 min for delivery tomorrow, Wed 3 Dec", or "Order now for delivery on Sun 6 Dec" after the
 * cut-off and on days off: the shipping page's promise (content/shop-promises.ts) for an order placed at `now`.
 */
export function deliveryLine(now: Date, locale: Locale, texts: DeliveryLineTexts): string {
  const { deliveredOn, tomorrow, orderBy } = deliveryPromiseAt(now);
  const date = formatShopDate(deliveredOn, { locale, style: "short" });
  const day = tomorrow ? texts.tomorrow(date) : texts.on(date);
  if (!orderBy) return texts.orderNow(day);
  // Rounded up: "within 1 min" until the cut-off itself, never "within 0 min".
  const minutesLeft = Math.max(1, Math.ceil((orderBy.getTime() - now.getTime()) / MINUTE_MS));
  return texts.orderWithin(texts.duration(Math.floor(minutesLeft / 60), minutesLeft % 60), day);
}
