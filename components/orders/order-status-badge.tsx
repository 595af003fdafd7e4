import { Badge } from "@/components/ui/badge";
import { trackOrderMessages } from "@/content/messages/track-order";
import type { Locale } from "@/lib/i18n/locales";
import { cn } from "@/lib/utils";
import { orderStatusName } from "./order-status-name";
import { toneClasses, type StatusTone } from "./order-status-tone";

export function OrderStatusBadge({
  status,
  tone,
  locale = "en",
}: {
  status: string;
  tone: StatusTone;
  locale?: Locale;
}) {
  const names: Readonly<Record<string, string>> = trackOrderMessages[locale].result.statusNames;
  return (
    <Badge variant="outline" data-tone={tone} className={cn("border-transparent text-sm", toneClasses[tone])}>
      {names[status] ?? orderStatusName(status, locale)}
    </Badge>
  );
}
