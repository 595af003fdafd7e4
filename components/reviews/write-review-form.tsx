"use client";

import { useEffect, useState } from "react";
import { notify } from "@/components/toast/notify";

import { FormField } from "@/components/checkout/form-field";
import { useActionForm } from "@/components/forms/use-action-form";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { reviewTexts } from "@/content/messages/client/reviews";
import type { ActionResult } from "@/lib/actions/action-result";
import { submitReviewAction } from "@/lib/actions/submit-review";
import {
  reviewFields,
  type ReviewFormData,
  type ReviewOrder,
  type ReviewValues,
} from "@/lib/reviews/review-form-fields";
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
type ReviewResult = ActionResult<ReviewFormData>;

/** A stored review: a success that carries nothing, after which the form starts again. */
const isStored = (result: ReviewResult | null) => result?.ok === true && result.data === undefined;
const isUnreachable = (result: ReviewResult | null) => result?.ok === false && result.code === "unreachable";
/** A field error speaks for itself; every other refusal is said above the form. */
const isInvalid = (result: ReviewResult | null) => result?.ok === false && result.code === "invalid";

function announce(result: ReviewResult, submitted: ReviewMessages["submitted"]) {
  if (isStored(result)) notify.success(submitted.title, { description: submitted.description });
  else if (!result.ok && !isInvalid(result)) notify.error(result.message);
}

/** What the answer shown puts on the page: step 2's order, and the entries to refill. */
function stepOf(result: ReviewResult | null): { order: ReviewOrder | null; values: ReviewValues } {
  const data = result?.data;
  const order = data && "order" in data ? data.order : null;
  if (!result) return { order, values: {} };
  return { order, values: result.ok ? (data && "entries" in data ? data.entries : {}) : result.values };
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
  const {
    result,
    formAction,
    handleSubmit,
    pending,
    submits,
    fieldErrors: errors,
    clearError,
    formRef,
    messageRef,
  } = useActionForm(submitReviewAction, {
    unreachable: copy.failed,
    onResult: (next) => {
      announce(next, submitted);
      if (isStored(next)) setGeneration((count) => count + 1);
    },
  });
  // A submit that never reached the server stays on the step the shopper was on, with what they typed: only its
  // message is new (React's pattern for keeping what an earlier render showed).
  const [reached, setReached] = useState(result);
  if (result !== reached && !isUnreachable(result)) setReached(result);
  const { order, values } = stepOf(isUnreachable(result) ? reached : result);

  useEffect(() => {
    if (submits === 0 || !result) return;
    const firstInvalid = result.ok ? undefined : reviewFields.find((field) => result.fieldErrors[field]);
    // 'Use another order' lands on step 1's first field.
    const backToStep1 = result.ok && result.data !== undefined && "entries" in result.data;
    const target = firstInvalid ?? (backToStep1 ? "orderNumber" : null);
    if (target) formRef.current?.querySelector<HTMLElement>(`[name="${target}"]:not([type="hidden"])`)?.focus();
    else messageRef.current?.focus();
  }, [result, submits, formRef, messageRef]);

  const edits = (name: ReviewField) => () => clearError(name);
  const alert = result?.message && !isInvalid(result) ? result.message : null;
  const stored = isStored(result);
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
          ref={alert ? undefined : (messageRef as React.RefObject<HTMLParagraphElement>)}
          tabIndex={-1}
          role="status"
          className="border-primary/40 bg-primary/5 text-primary rounded-md border px-4 py-3 text-sm font-medium outline-none"
        >
          {form.orderFound(order.orderNumber)}
        </p>
      ) : null}
      {alert ? (
        <p
          ref={messageRef as React.RefObject<HTMLParagraphElement>}
          tabIndex={-1}
          role={stored ? "status" : "alert"}
          className={cn(
            "rounded-md border px-4 py-3 text-sm font-medium outline-none",
            stored
              ? "border-primary/40 bg-primary/5 text-primary"
              : "border-destructive/40 bg-destructive/5 text-destructive",
          )}
        >
          {stored ? `${submitted.title} ${submitted.description}` : alert}
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
