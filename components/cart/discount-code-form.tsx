"use client";

import { useActionState, useEffect, useRef, useState, useTransition } from "react";
import { notify } from "@/components/toast/notify";

import { useCart } from "@/components/cart/cart-provider";
import { FormField } from "@/components/checkout/form-field";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { cartTexts } from "@/content/messages/client/cart";
import { discountCodeAction } from "@/lib/actions/discount-code";
import { initialDiscountCodeState, type DiscountCodeState } from "@/lib/cart/discount-code-state";
import { LocaleField } from "@/components/i18n/locale-field";
import { useLocale } from "@/components/i18n/locale-provider";
import type { ShopperCart } from "@/lib/commerce/types";
import { useTexts } from "@/lib/i18n/client-texts";

/**
 * The discount code field under the cart summary. Before JavaScript loads the form posts the server action and the
 * page comes back with the code applied; once hydrated the submit runs here, so a broken call is reported too.
 */
export function DiscountCodeForm({ cart, disabled }: { cart: ShopperCart; disabled: boolean }) {
  const locale = useLocale();
  const cartMessages = useTexts(cartTexts, locale);
  const text = cartMessages.discount;
  const { replace } = useCart();
  const [actionState, formAction] = useActionState(discountCodeAction, initialDiscountCodeState);
  const [clientState, setClientState] = useState<DiscountCodeState | null>(null);
  const [pending, startTransition] = useTransition();
  const [intent, setIntent] = useState<"apply" | "remove">("apply");
  const inputRef = useRef<HTMLInputElement>(null);
  const state = clientState ?? actionState;
  const applied = cart.discount;

  useEffect(() => {
    if (!clientState) return;
    if (clientState.cart) replace(clientState.cart);
    // A refused code: back to the field (re-created with what was typed), whose description now says why.
    if (!clientState.ok) inputRef.current?.focus();
  }, [clientState, replace]);

  function handleSubmit(event: React.FormEvent<HTMLFormElement>) {
    // React skips the form action once the submit event is cancelled.
    event.preventDefault();
    const formData = new FormData(event.currentTarget);
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    if (submitter instanceof HTMLButtonElement && submitter.name) formData.set(submitter.name, submitter.value);
    setIntent(formData.get("intent") === "remove" ? "remove" : "apply");
    startTransition(async () => {
      let next: DiscountCodeState;
      try {
        next = await discountCodeAction(initialDiscountCodeState, formData);
      } catch {
        next = {
          ...initialDiscountCodeState,
          message: cartMessages.unexpected,
          code: String(formData.get("code") ?? ""),
        };
      }
      startTransition(() => setClientState(next));
      if (next.ok) notify.success(next.message);
      else notify.error(next.message);
    });
  }

  const error = !state.ok && state.message ? state.message : undefined;
  return (
    <form action={formAction} onSubmit={handleSubmit} className="grid gap-2">
      <LocaleField />
      {applied ? (
        <div className="bg-secondary text-secondary-foreground flex items-center justify-between gap-3 rounded-md p-3 text-sm">
          <p role="status">{text.applied(applied.code)}</p>
          <Button type="submit" name="intent" value="remove" variant="outline" size="sm" disabled={disabled || pending}>
            {pending && intent === "remove" ? text.removing : text.remove}
          </Button>
        </div>
      ) : (
        <FormField id="discount-code" label={text.label} hint={text.hint} error={error}>
          {(describedBy) => (
            <div className="flex gap-2">
              <Input
                ref={inputRef}
                id="discount-code"
                name="code"
                defaultValue={state.code}
                key={state.code}
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
      {state.ok && state.message && !applied ? (
        <p role="status" className="text-muted-foreground text-sm">
          {state.message}
        </p>
      ) : null}
    </form>
  );
}
