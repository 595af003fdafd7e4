import { Badge } from "@/components/ui/badge";
import { cn } from "@/lib/utils";
import { statusLabel, toneClasses, type StatusTone } from "./order-status-tone";

export function OrderStatusBadge({ status, tone }: { status: string; tone: StatusTone }) {
  return (
    <Badge variant="outline" data-tone={tone} className={cn("border-transparent text-sm", toneClasses[tone])}>
      {statusLabel(status)}
    </Badge>
  );
}
