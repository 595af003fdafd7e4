"use client";

import { useId } from "react";
import { MinusIcon, PlusIcon } from "lucide-react";

import { Button } from "@/components/ui/button";
import { productTexts } from "@/content/messages/client/product";
import { policies } from "@/content/policies";
import { useLocale } from "@/components/i18n/locale-provider";
import { cn } from "@/lib/utils";
import { useTexts } from "@/lib/i18n/client-texts";

const MIN_QUANTITY = 1;
const MAX_QUANTITY = policies.cart.maxQuantityPerLine;

/**
 * Controlled quantity picker between 1 and the shop's per-line cap (the server refuses more, see content/policies),
 * or what is left on the shelf when that is fewer.
 * Both buttons are aria-disabled rather than disabled so keyboard focus stays on them at either end.
 */
export function QuantityStepper({
  value,
  onChange,
  available = null,
  className,
}: {
  value: number;
  onChange: (value: number) => void;
  available?: number | null;
  className?: string;
}) {
  const locale = useLocale();
  const productMessages = useTexts(productTexts, locale);
  const labelId = useId();
  const limitId = useId();
  const atMinimum = value <= MIN_QUANTITY;
  const maximum = available === null ? MAX_QUANTITY : Math.max(MIN_QUANTITY, Math.min(MAX_QUANTITY, available));
  const atMaximum = value >= maximum;
  const messages = productMessages.quantity;

  return (
    <div role="group" aria-labelledby={labelId} className={cn("flex flex-col gap-2", className)}>
      <span id={labelId} className="text-sm font-medium">
        {messages.label}
      </span>
      <div className="bg-background inline-flex w-fit items-center rounded-md border">
        <Button
          type="button"
          variant="ghost"
          size="icon"
          aria-label={messages.decrease}
          aria-disabled={atMinimum}
          className="size-11 aria-disabled:cursor-not-allowed aria-disabled:opacity-50 md:size-9"
          onClick={() => {
            if (!atMinimum) onChange(value - 1);
          }}
        >
          <MinusIcon aria-hidden />
        </Button>
        <output
          aria-labelledby={labelId}
          aria-live="polite"
          aria-atomic="true"
          className="min-w-10 text-center text-base font-medium tabular-nums"
        >
          {value}
        </output>
        <Button
          type="button"
          variant="ghost"
          size="icon"
          aria-label={messages.increase}
          aria-disabled={atMaximum}
          aria-describedby={atMaximum ? limitId : undefined}
          className="size-11 aria-disabled:cursor-not-allowed aria-disabled:opacity-50 md:size-9"
          onClick={() => {
            if (!atMaximum) onChange(value + 1);
          }}
        >
          <PlusIcon aria-hidden />
        </Button>
      </div>
      {atMaximum && (
        <span id={limitId} className="text-muted-foreground text-sm">
          {maximum < MAX_QUANTITY ? messages.atStock(maximum) : messages.atLimit(MAX_QUANTITY)}
        </span>
      )}
    </div>
  );
}
