"use client";

import { useState } from "react";

import { FormField } from "@/components/checkout/form-field";
import { Textarea } from "@/components/ui/textarea";
import { reviewMessages } from "@/content/messages/en/reviews";
import { REVIEW_TEXT_MAX } from "@/lib/validations/review";
import { cn } from "@/lib/utils";

const { reviewText: copy } = reviewMessages.form;

/** The review text with its n/500 counter; typing past 500 is allowed so the shopper sees the rule's message rather than lost text. */
export function ReviewTextField({ defaultValue, error, onChange }: { defaultValue?: string; error?: string; onChange: () => void }) {
  const [text, setText] = useState(defaultValue ?? "");
  const counterId = "review-text-counter";
  return (
    <FormField id="review-text" label={copy.label} error={error}>
      {(a11y) => (
        <>
          <Textarea
            id="review-text"
            name="reviewText"
            rows={6}
            value={text}
            onChange={(event) => {
              setText(event.target.value);
              onChange();
            }}
            required
            {...a11y}
            aria-describedby={[a11y["aria-describedby"], counterId].filter(Boolean).join(" ")}
          />
          <p id={counterId} className={cn("justify-self-end text-xs", text.length > REVIEW_TEXT_MAX ? "font-medium text-destructive" : "text-muted-foreground")}>
            <span aria-hidden>{copy.counter(text.length, REVIEW_TEXT_MAX)}</span>
            <span className="sr-only">{copy.counterLabel(text.length, REVIEW_TEXT_MAX)}</span>
          </p>
        </>
      )}
    </FormField>
  );
}
