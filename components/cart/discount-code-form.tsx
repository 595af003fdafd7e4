"use client";

import { useEffect, useRef, useState } from "react";
import { notify } from "@/components/toast/notify";

import { useCart } from "@/components/cart/cart-provider";
import { FormField } from "@/components/checkout/form-field";
import { useActionForm } from "@/components/forms/use-action-form";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { cartTexts } from "@/content/messages/client/cart";
import { discountCodeAction } from "@/lib/actions/discount-code";
import type { ActionResult } from "@/lib/actions/action-result";
import { LocaleField } from "@/components/i18n/locale-field";
import { useLocale } from "@/components/i18n/locale-provider";
import type { ShopperCart } from "@/lib/commerce/types";
import { useTexts } from "@/lib/i18n/client-texts";

/** A malformed code is told at the field, by its own rule's words; any other refusal by its message. */
const refusalText = (result: ActionResult<ShopperCart | null> | null) =>
  result && !result.ok ? (result.fieldErrors.code ?? result.message) : undefined;

/**
 * The discount code field under the cart summary. Before JavaScript loads the form posts the server action and the
 * page comes back with the code applied; once hydrated the submit runs here, so a broken call is reported too.
 */
export function DiscountCodeForm({ cart, disabled }: { cart: ShopperCart; disabled: boolean }) {
  const locale = useLocale();
  const cartMessages = useTexts(cartTexts, locale);
  const text = cartMessages.discount;
  const { replace } = useCart();
  const [intent, setIntent] = useState<"apply" | "remove">("apply");
  const inputRef = useRef<HTMLInputElement>(null);
  const { result, formAction, handleSubmit, pending, submits, values } = useActionForm(discountCodeAction, {
    unreachable: cartMessages.unexpected,
    onResult: (next) => {
      if (next.data) replace(next.data);
      const words = next.ok ? next.message : refusalText(next);
      if (words) (next.ok ? notify.success : notify.error)(words);
    },
  });
  const applied = cart.discount;

  useEffect(() => {
    // A refused code: back to the field, whose description now says why.
    if (submits > 0 && result && !result.ok) inputRef.current?.focus();
  }, [result, submits]);

  function submit(event: React.FormEvent<HTMLFormElement>) {
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    setIntent(submitter instanceof HTMLButtonElement && submitter.value === "remove" ? "remove" : "apply");
    handleSubmit(event);
  }

  return (
    <form action={formAction} onSubmit={submit} className="grid gap-2">
      <LocaleField />
      {applied ? (
        <div className="bg-secondary text-secondary-foreground flex items-center justify-between gap-3 rounded-md p-3 text-sm">
          <p role="status">{text.applied(applied.code)}</p>
          <Button type="submit" name="intent" value="remove" variant="outline" size="sm" disabled={disabled || pending}>
            {pending && intent === "remove" ? text.removing : text.remove}
          </Button>
        </div>
      ) : (
        <FormField id="discount-code" label={text.label} hint={text.hint} error={refusalText(result)}>
          {(describedBy) => (
            <div className="flex gap-2">
              <Input
                ref={inputRef}
                id="discount-code"
                name="code"
                defaultValue={values.code}
                autoComplete="off"
                autoCapitalize="characters"
                spellCheck={false}
                maxLength={64}
                {...describedBy}
              />
              <Button type="submit" name="intent" value="apply" variant="outline" disabled={disabled || pending}>
                {pending && intent === "apply" ? text.applying : text.apply}
              </Button>
            </div>
          )}
        </FormField>
      )}
      {result?.ok && result.message && !applied ? (
        <p role="status" className="text-muted-foreground text-sm">
          {result.message}
        </p>
      ) : null}
    </form>
  );
}
