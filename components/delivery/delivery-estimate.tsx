"use client";

import { useSyncExternalStore } from "react";
import { Truck } from "lucide-react";

import { useLocale } from "@/components/i18n/locale-provider";
import { deliveryLineTexts } from "@/content/messages/client/delivery-line";
import { deliveryLine } from "@/lib/delivery/delivery-line";
import { useTexts } from "@/lib/i18n/client-texts";
import { cn } from "@/lib/utils";

const MINUTE_MS = 60_000;

/** The browser's clock, to the minute: the countdown moves on once a minute, and only while the page is open. */
function subscribe(onMinute: () => void) {
  const timer = setInterval(onMinute, MINUTE_MS / 4);
  return () => clearInterval(timer);
}
const currentMinute = () => Math.floor(Date.now() / MINUTE_MS);
// The prerendered page cannot know when it is read: it says the promise without a date, the browser adds the date.
const noMinute = () => null;

/** "Order within 3 h 12 min for delivery tomorrow, Wed 3 Dec", in Gulf time, on the product page, cart and checkout. */
export function DeliveryEstimate({ className }: { className?: string }) {
  const locale = useLocale();
  const texts = useTexts(deliveryLineTexts, locale);
  const minute = useSyncExternalStore(subscribe, currentMinute, noMinute);
  return (
    <p className={cn("text-muted-foreground flex items-center gap-2 text-sm", className)} data-testid="delivery-line">
      <Truck aria-hidden className="text-primary size-4 shrink-0" />
      <span>{minute === null ? texts.general : deliveryLine(new Date(minute * MINUTE_MS), locale, texts)}</span>
    </p>
  );
}
