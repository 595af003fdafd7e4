"use client";

import { useId } from "react";
import { MinusIcon, PlusIcon } from "lucide-react";

import { Button } from "@/components/ui/button";
import { productMessages } from "@/content/messages/en/product";
import { cn } from "@/lib/utils";

const MIN_QUANTITY = 1;

/**
 * Controlled quantity picker: never below 1 and deliberately uncapped (specification section 4).
 * The minus button is aria-disabled rather than disabled so keyboard focus stays on it at the minimum.
 */
export function QuantityStepper({ value, onChange, className }: { value: number; onChange: (value: number) => void; className?: string }) {
  const labelId = useId();
  const atMinimum = value <= MIN_QUANTITY;
  const messages = productMessages.quantity;

  return (
    <div role="group" aria-labelledby={labelId} className={cn("flex flex-col gap-2", className)}>
      <span id={labelId} className="text-sm font-medium">
        {messages.label}
      </span>
      <div className="inline-flex w-fit items-center rounded-md border bg-background">
        <Button
          type="button"
          variant="ghost"
          size="icon"
          aria-label={messages.decrease}
          aria-disabled={atMinimum}
          className="aria-disabled:cursor-not-allowed aria-disabled:opacity-50"
          onClick={() => {
            if (!atMinimum) onChange(value - 1);
          }}
        >
          <MinusIcon aria-hidden />
        </Button>
        <output aria-labelledby={labelId} aria-live="polite" aria-atomic="true" className="min-w-10 text-center text-base font-medium tabular-nums">
          {value}
        </output>
        <Button type="button" variant="ghost" size="icon" aria-label={messages.increase} onClick={() => onChange(value + 1)}>
          <PlusIcon aria-hidden />
        </Button>
      </div>
    </div>
  );
}
