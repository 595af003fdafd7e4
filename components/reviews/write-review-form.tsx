"use client";

import { useEffect, useRef, useState } from "react";
import { notify } from "@/components/toast/notify";

import { FormField } from "@/components/checkout/form-field";
import { useEditableErrors } from "@/components/forms/use-editable-errors";
import { useProgressiveAction } from "@/components/forms/use-progressive-action";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { reviewTexts } from "@/content/messages/client/reviews";
import { submitReviewAction } from "@/lib/actions/submit-review";
import { initialReviewState, reviewFields, type ReviewState } from "@/lib/reviews/review-state";
import { cn } from "@/lib/utils";
import type { ReviewField } from "@/lib/validations/review";
import { RatingInput } from "./rating-input";
import { RecommendInput } from "./recommend-input";
import { ReviewOrderFields } from "./review-order-fields";
import { ReviewProductSelect } from "./review-product-select";
import { LocaleField } from "@/components/i18n/locale-field";
import { useLocale } from "@/components/i18n/locale-provider";
import { ReviewTextField } from "./review-text-field";
import { type TextsOf, useTexts } from "@/lib/i18n/client-texts";

type ReviewMessages = TextsOf<typeof reviewTexts>;

const unreachable = (formData: FormData, copy: ReviewMessages["errors"], previous: ReviewState): ReviewState => ({
  ...previous,
  outcome: "error",
  message: copy.failed,
  fieldErrors: {},
  values: Object.fromEntries(reviewFields.map((field) => [field, String(formData.get(field) ?? "")])),
});

function announce(state: ReviewState, submitted: ReviewMessages["submitted"]) {
  if (state.outcome === "submitted") notify.success(submitted.title, { description: submitted.description });
  else if (state.outcome !== "invalid" && state.outcome !== "found" && state.message) notify.error(state.message);
}

/**
 * The 'Write a Review' form of spec section 5, in two steps that work without JavaScript: the order number and
 * e-mail first, then the review of one of that order's lines (the server renders them). Reviews are stored for
 * moderation, never published straight away.
 */
export function WriteReviewForm() {
  const locale = useLocale();
  const { form, errors: copy, submitted } = useTexts(reviewTexts, locale);
  // A stored review empties the form: its fields are rebuilt under a new key.
  const [generation, setGeneration] = useState(0);
  const previous = useRef<ReviewState>(initialReviewState);
  const { state, formAction, handleSubmit, pending, submits } = useProgressiveAction(
    submitReviewAction,
    initialReviewState,
    {
      unreachable: (formData) => unreachable(formData, copy, previous.current),
      onResult: (next) => {
        announce(next, submitted);
        if (next.outcome === "submitted") setGeneration((count) => count + 1);
      },
    },
  );
  // Read when the server cannot be reached, to stay on the step the shopper was on.
  useEffect(() => {
    previous.current = state;
  }, [state]);
  const { errors, clearError } = useEditableErrors<ReviewField>(state);
  const formRef = useRef<HTMLFormElement>(null);
  const messageRef = useRef<HTMLParagraphElement>(null);

  useEffect(() => {
    if (submits === 0) return;
    const firstInvalid = reviewFields.find((field) => state.fieldErrors[field]);
    const target = firstInvalid ?? (state.outcome === "idle" ? "orderNumber" : null);
    if (target) formRef.current?.querySelector<HTMLElement>(`[name="${target}"]:not([type="hidden"])`)?.focus();
    else messageRef.current?.focus();
  }, [state, submits]);

  const { values, order } = state;
  const edits = (name: ReviewField) => () => clearError(name);
  const alert = state.message && state.outcome !== "invalid" && state.outcome !== "found" ? state.message : null;
  return (
    <form
      key={`${generation}-${order ? "review" : "find"}`}
      ref={formRef}
      action={formAction}
      onSubmit={handleSubmit}
      noValidate
      className="grid gap-5"
    >
      <LocaleField />
      {order ? (
        <p
          ref={alert ? undefined : messageRef}
          tabIndex={-1}
          role="status"
          className="border-primary/40 bg-primary/5 text-primary rounded-md border px-4 py-3 text-sm font-medium outline-none"
        >
          {form.orderFound(order.orderNumber)}
        </p>
      ) : null}
      {alert ? (
        <p
          ref={messageRef}
          tabIndex={-1}
          role={state.outcome === "submitted" ? "status" : "alert"}
          className={cn(
            "rounded-md border px-4 py-3 text-sm font-medium outline-none",
            state.outcome === "submitted"
              ? "border-primary/40 bg-primary/5 text-primary"
              : "border-destructive/40 bg-destructive/5 text-destructive",
          )}
        >
          {state.outcome === "submitted" ? `${submitted.title} ${submitted.description}` : alert}
        </p>
      ) : null}
      {order ? (
        <>
          <input type="hidden" name="step" value="review" />
          <input type="hidden" name="orderNumber" value={order.orderNumber} />
          <input type="hidden" name="email" value={order.email} />
          <div className="grid gap-5 sm:grid-cols-2">
            <FormField id="review-name" label={form.customerName.label} error={errors.customerName}>
              {(a11y) => (
                <Input
                  id="review-name"
                  name="customerName"
                  autoComplete={form.customerName.autoComplete}
                  defaultValue={values.customerName}
                  onChange={edits("customerName")}
                  required
                  {...a11y}
                />
              )}
            </FormField>
            <ReviewProductSelect
              copy={form.productPurchased}
              lines={order.lines}
              defaultValue={values.productPurchased}
              error={errors.productPurchased}
              onChange={edits("productPurchased")}
            />
          </div>
          <RatingInput defaultValue={values.rating} error={errors.rating} onChange={edits("rating")} />
          <FormField id="review-title" label={form.reviewTitle.label} error={errors.reviewTitle}>
            {(a11y) => (
              <Input
                id="review-title"
                name="reviewTitle"
                placeholder={form.reviewTitle.placeholder}
                defaultValue={values.reviewTitle}
                onChange={edits("reviewTitle")}
                required
                {...a11y}
              />
            )}
          </FormField>
          <ReviewTextField defaultValue={values.reviewText} error={errors.reviewText} onChange={edits("reviewText")} />
          <RecommendInput defaultValue={values.recommend} />
          <div className="flex flex-wrap gap-3">
            <Button type="submit" size="lg" disabled={pending} aria-disabled={pending}>
              {pending ? form.submitting : form.submit}
            </Button>
            {/* After the submit button, so Enter in a field sends the review rather than leaving the step. */}
            <Button
              type="submit"
              name="changeOrder"
              value="1"
              variant="outline"
              size="lg"
              disabled={pending}
              formNoValidate
            >
              {form.changeOrder}
            </Button>
          </div>
        </>
      ) : (
        <>
          <ReviewOrderFields copy={form} values={values} errors={errors} clearError={clearError} />
          <Button type="submit" size="lg" disabled={pending} aria-disabled={pending} className="justify-self-start">
            {pending ? form.finding : form.findOrder}
          </Button>
        </>
      )}
    </form>
  );
}
