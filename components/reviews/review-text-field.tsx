"use client";

import { useState } from "react";

import { FormField } from "@/components/checkout/form-field";
import { Textarea } from "@/components/ui/textarea";
import { reviewTexts } from "@/content/messages/client/reviews";
import { REVIEW_TEXT_MAX } from "@/lib/validations/review-limits";
import { useLocale } from "@/components/i18n/locale-provider";
import { cn } from "@/lib/utils";
import { useTexts } from "@/lib/i18n/client-texts";

/**
 * The review text with its n/500 counter; typing past 500 is allowed so the shopper sees the rule's message rather than
 * lost text.
 */
export function ReviewTextField({
  defaultValue,
  error,
  onChange,
}: {
  defaultValue?: string;
  error?: string;
  onChange: () => void;
}) {
  const locale = useLocale();
  const reviewMessages = useTexts(reviewTexts, locale);
  const { reviewText: copy } = reviewMessages.form;
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
          <p
            id={counterId}
            className={cn(
              "justify-self-end text-xs",
              text.length > REVIEW_TEXT_MAX ? "text-destructive font-medium" : "text-muted-foreground",
            )}
          >
            <span aria-hidden>{copy.counter(text.length, REVIEW_TEXT_MAX)}</span>
            <span className="sr-only">{copy.counterLabel(text.length, REVIEW_TEXT_MAX)}</span>
          </p>
        </>
      )}
    </FormField>
  );
}
