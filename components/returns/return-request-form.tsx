"use client";

import { usePathname } from "next/navigation";

import { FormField } from "@/components/checkout/form-field";
import { useActionForm } from "@/components/forms/use-action-form";
import { LocaleField } from "@/components/i18n/locale-field";
import { useLocale } from "@/components/i18n/locale-provider";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { returnRequestTexts } from "@/content/messages/client/return-requests";
import { returnReasonCodes } from "@/content/return-reasons";
import { requestReturnAction } from "@/lib/actions/request-return";
import { useTexts } from "@/lib/i18n/client-texts";
import type { OrderReturnsView } from "@/lib/returns/returns-view-shape";
import { ReturnRequestMessage } from "./return-request-message";

type Props = {
  /** The order's gate, as tracking found it (or the signed-in shopper's own address). */
  email: string;
  orderNumber: string;
  open: NonNullable<OrderReturnsView["open"]>;
};

const selectClasses =
  "border-input flex h-9 w-full rounded-md border bg-transparent px-3 py-1 text-base shadow-xs outline-none focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50 aria-invalid:border-destructive md:text-sm";

/** Units per line, a listed reason and a note; a plain form post before JavaScript loads. */
export function ReturnRequestForm({ email, orderNumber, open }: Props) {
  const texts = useTexts(returnRequestTexts, useLocale());
  const { result, formAction, handleSubmit, pending, fieldErrors, values, formRef, messageRef } = useActionForm(
    requestReturnAction,
    { unreachable: texts.form.unreachable, focus: true, permalink: usePathname() },
  );
  const done = result?.ok ? result : null;
  return (
    <section aria-labelledby="return-form-title" className="grid gap-4 rounded-lg border p-4">
      <h3 id="return-form-title" className="font-serif text-lg font-semibold">
        {texts.form.title}
      </h3>
      <ReturnRequestMessage result={result} messageRef={messageRef} />
      {done ? null : (
        <form ref={formRef} action={formAction} onSubmit={handleSubmit} noValidate className="grid gap-4">
          <LocaleField />
          <input type="hidden" name="email" value={email} />
          <input type="hidden" name="orderNumber" value={orderNumber} />
          <input type="hidden" name="requestKey" value={open.request_key} />
          <p className="text-muted-foreground text-sm">{texts.form.intro}</p>
          {open.lines.map((line) => (
            <FormField
              key={line.position}
              id={`return-line${line.position}`}
              label={texts.form.units(line.title, line.left)}
              error={fieldErrors[`line${line.position}`]}
            >
              {(a11y) => (
                <Input
                  id={`return-line${line.position}`}
                  name={`line${line.position}`}
                  type="number"
                  inputMode="numeric"
                  min={0}
                  max={line.left}
                  defaultValue={values[`line${line.position}`] ?? "0"}
                  className="w-24"
                  {...a11y}
                />
              )}
            </FormField>
          ))}
          <FormField id="return-reason" label={texts.form.reason} error={fieldErrors.reason}>
            {(a11y) => (
              <select
                id="return-reason"
                name="reason"
                defaultValue={values.reason ?? ""}
                required
                className={selectClasses}
                {...a11y}
              >
                <option value="" disabled>
                  {texts.form.chooseReason}
                </option>
                {returnReasonCodes.map((code) => (
                  <option key={code} value={code}>
                    {texts.reasons[code]}
                  </option>
                ))}
              </select>
            )}
          </FormField>
          <FormField id="return-note" label={texts.form.note} error={fieldErrors.note}>
            {(a11y) => (
              <Textarea id="return-note" name="note" rows={3} maxLength={500} defaultValue={values.note} {...a11y} />
            )}
          </FormField>
          <Button type="submit" disabled={pending} aria-disabled={pending} className="justify-self-start">
            {pending ? texts.form.submitting : texts.form.submit}
          </Button>
        </form>
      )}
    </section>
  );
}
