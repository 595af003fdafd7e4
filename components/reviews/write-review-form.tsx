"use client";

import { useEffect, useRef, useState } from "react";
import { notify } from "@/components/toast/notify";

import { FormField } from "@/components/checkout/form-field";
import { useEditableErrors } from "@/components/forms/use-editable-errors";
import { useProgressiveAction } from "@/components/forms/use-progressive-action";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { reviewTexts } from "@/content/messages/client/reviews";
import type { ReviewableProduct } from "@/content/reviewable-products";
import { submitReviewAction } from "@/lib/actions/submit-review";
import { initialReviewState, reviewFields, type ReviewState } from "@/lib/reviews/review-state";
import { cn } from "@/lib/utils";
import type { ReviewField } from "@/lib/validations/review";
import { RatingInput } from "./rating-input";
import { RecommendInput } from "./recommend-input";
import { LocaleField } from "@/components/i18n/locale-field";
import { useLocale } from "@/components/i18n/locale-provider";
import { ReviewTextField } from "./review-text-field";
import { type TextsOf, useTexts } from "@/lib/i18n/client-texts";

const selectClasses =
  "border-input flex h-9 w-full rounded-md border bg-transparent px-3 py-1 text-base shadow-xs outline-none focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50 aria-invalid:border-destructive md:text-sm";

type ReviewMessages = TextsOf<typeof reviewTexts>;

const unreachable = (formData: FormData, copy: ReviewMessages["errors"]): ReviewState => ({
  ...initialReviewState,
  outcome: "error",
  message: copy.failed,
  values: Object.fromEntries(reviewFields.map((field) => [field, String(formData.get(field) ?? "")])),
});

function announce(state: ReviewState, submitted: ReviewMessages["submitted"]) {
  if (state.outcome === "submitted") notify.success(submitted.title, { description: submitted.description });
  else if (state.outcome !== "invalid" && state.message) notify.error(state.message);
}

/** The 'Write a Review' form of spec section 5. Reviews are stored for moderation, never published straight away. */
/**
 * `products` come from the server (write-review-section.tsx) in the page's language: the list is zod-checked where it
 * is defined, and importing it here would ship zod (about 30 KB gzipped) to the reviews page for a four-entry list.
 */
export function WriteReviewForm({ products }: { products: readonly ReviewableProduct[] }) {
  const locale = useLocale();
  const reviewMessages = useTexts(reviewTexts, locale);
  const { form, errors: copy, submitted } = reviewMessages;
  // A stored review empties the form: its fields are rebuilt under a new key.
  const [generation, setGeneration] = useState(0);
  const { state, formAction, handleSubmit, pending, submits } = useProgressiveAction(submitReviewAction, initialReviewState, {
    unreachable: (formData) => unreachable(formData, copy),
    onResult: (next) => {
      announce(next, submitted);
      if (next.outcome === "submitted") setGeneration((count) => count + 1);
    },
  });
  const { errors, clearError } = useEditableErrors<ReviewField>(state);
  const [orderNumber, setOrderNumber] = useState<{ generation: number; value: string } | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const messageRef = useRef<HTMLParagraphElement>(null);

  useEffect(() => {
    if (submits === 0) return;
    const firstInvalid = reviewFields.find((field) => state.fieldErrors[field]);
    if (firstInvalid) formRef.current?.querySelector<HTMLElement>(`[name="${firstInvalid}"]`)?.focus();
    else messageRef.current?.focus();
  }, [state, submits]);

  const { values } = state;
  const typedOrderNumber = orderNumber?.generation === generation ? orderNumber.value : (values.orderNumber ?? "");
  const edits = (name: ReviewField) => () => clearError(name);
  return (
    <form key={generation} ref={formRef} action={formAction} onSubmit={handleSubmit} noValidate className="grid gap-5">
      <LocaleField />
      {state.message && state.outcome !== "invalid" ? (
        <p
          ref={messageRef}
          tabIndex={-1}
          role={state.outcome === "submitted" ? "status" : "alert"}
          className={cn(
            "rounded-md border px-4 py-3 text-sm font-medium outline-none",
            state.outcome === "submitted" ? "border-primary/40 bg-primary/5 text-primary" : "border-destructive/40 bg-destructive/5 text-destructive",
          )}
        >
          {state.outcome === "submitted" ? `${submitted.title} ${submitted.description}` : state.message}
        </p>
      ) : null}
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField id="review-order-number" label={form.orderNumber.label} hint={form.orderNumber.hint} error={errors.orderNumber}>
          {(a11y) => (
            <Input
              id="review-order-number"
              name="orderNumber"
              autoComplete="off"
              autoCapitalize="characters"
              placeholder={form.orderNumber.placeholder}
              value={typedOrderNumber}
              onChange={(event) => {
                setOrderNumber({ generation, value: event.target.value.toUpperCase() });
                clearError("orderNumber");
              }}
              required
              {...a11y}
            />
          )}
        </FormField>
        <FormField id="review-email" label={form.email.label} hint={form.email.hint} error={errors.email}>
          {(a11y) => <Input id="review-email" name="email" type="email" autoComplete={form.email.autoComplete} defaultValue={values.email} onChange={edits("email")} required {...a11y} />}
        </FormField>
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField id="review-name" label={form.customerName.label} error={errors.customerName}>
          {(a11y) => <Input id="review-name" name="customerName" autoComplete={form.customerName.autoComplete} defaultValue={values.customerName} onChange={edits("customerName")} required {...a11y} />}
        </FormField>
        <FormField id="review-product" label={form.productPurchased.label} error={errors.productPurchased}>
          {(a11y) => (
            <select id="review-product" name="productPurchased" defaultValue={values.productPurchased ?? ""} onChange={edits("productPurchased")} required className={selectClasses} {...a11y}>
              <option value="" disabled>
                {form.productPurchased.placeholder}
              </option>
              {products.map((product) => (
                <option key={product.id} value={product.id}>
                  {product.name}
                </option>
              ))}
            </select>
          )}
        </FormField>
      </div>
      <RatingInput defaultValue={values.rating} error={errors.rating} onChange={edits("rating")} />
      <FormField id="review-title" label={form.reviewTitle.label} error={errors.reviewTitle}>
        {(a11y) => <Input id="review-title" name="reviewTitle" placeholder={form.reviewTitle.placeholder} defaultValue={values.reviewTitle} onChange={edits("reviewTitle")} required {...a11y} />}
      </FormField>
      <ReviewTextField defaultValue={values.reviewText} error={errors.reviewText} onChange={edits("reviewText")} />
      <RecommendInput defaultValue={values.recommend} />
      <Button type="submit" size="lg" disabled={pending} aria-disabled={pending} className="justify-self-start">
        {pending ? form.submitting : form.submit}
      </Button>
    </form>
  );
}
