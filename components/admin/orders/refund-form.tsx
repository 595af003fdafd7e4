"use client";

import { FormField } from "@/components/checkout/form-field";
import { useActionForm } from "@/components/forms/use-action-form";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { adminPaymentMessages } from "@/content/messages/en/admin-payments";
import { refundOrderAction } from "@/lib/actions/admin/refund-order";
import type { RefundableLine } from "@/lib/payments/read-refunds";
import { ActionOutcome } from "../action-outcome";
import { adminFormOptions } from "../admin-action-form";

const text = adminPaymentMessages.refund;

type RefundFormProps = {
  orderId: string;
  /** A fresh key per rendering of the form: the same submit sent twice refunds once. */
  requestKey: string;
  lines: RefundableLine[];
  /** "AED 15.00" when the shipping can still be refunded. */
  shippingLeft: string | null;
  everythingLeft: string;
};

/** Units per line, the shipping and a reason; or everything still paid for, in one press. */
export function RefundForm({ orderId, requestKey, lines, shippingLeft, everythingLeft }: RefundFormProps) {
  const { result, formAction, handleSubmit, pending, fieldErrors, values, formRef, messageRef } = useActionForm(
    refundOrderAction,
    { ...adminFormOptions, focus: true },
  );
  return (
    <form
      ref={formRef}
      action={formAction}
      onSubmit={handleSubmit}
      noValidate
      aria-labelledby="refund-title"
      className="grid gap-3 rounded-lg border p-4"
    >
      <h3 id="refund-title" className="font-medium">
        {text.title}
      </h3>
      <p className="text-muted-foreground text-sm">{text.intro}</p>
      <input type="hidden" name="orderId" value={orderId} />
      <input type="hidden" name="requestKey" value={requestKey} />
      <table className="w-full text-sm">
        <thead>
          <tr className="text-muted-foreground text-start">
            <th scope="col" className="py-1 text-start font-normal">
              {text.product}
            </th>
            <th scope="col" className="py-1 text-end font-normal">
              {text.paid}
            </th>
            <th scope="col" className="py-1 text-end font-normal">
              {text.left}
            </th>
          </tr>
        </thead>
        <tbody>
          {lines.map((line) => (
            <tr key={line.index} className="border-t">
              <td className="py-2">
                <Label htmlFor={`line${line.index}`} className="font-normal">
                  <span className="sr-only">{text.units(line.title)}</span>
                  <span aria-hidden="true">{line.title}</span>
                </Label>
              </td>
              <td className="py-2 text-end">{line.paid}</td>
              <td className="py-2 text-end">
                <Input
                  // A new key after each refund empties the field, so a second press cannot repeat the last refund.
                  key={requestKey}
                  id={`line${line.index}`}
                  name={`line${line.index}`}
                  type="number"
                  inputMode="numeric"
                  min={0}
                  max={line.left}
                  disabled={line.left === 0}
                  defaultValue={values[`line${line.index}`] ?? "0"}
                  aria-describedby={`line${line.index}-left`}
                  className="ms-auto w-20 text-end"
                />
                <span id={`line${line.index}-left`} className="text-muted-foreground text-xs">
                  {line.left} / {line.paid}
                </span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {shippingLeft ? (
        <div className="flex items-center gap-2">
          <input
            key={requestKey}
            id="refund-shipping"
            type="checkbox"
            name="shipping"
            defaultChecked={values.shipping === "on"}
            className="size-4"
          />
          <Label htmlFor="refund-shipping" className="font-normal">
            {text.shipping(shippingLeft)}
          </Label>
        </div>
      ) : null}
      <FormField id="refund-reason" label={text.reason} error={fieldErrors.reason}>
        {(described) => (
          <Textarea
            key={requestKey}
            id="refund-reason"
            name="reason"
            required
            maxLength={300}
            rows={2}
            defaultValue={values.reason}
            {...described}
          />
        )}
      </FormField>
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" name="scope" value="selected" disabled={pending}>
          {text.refundSelected}
        </Button>
        <Button type="submit" name="scope" value="everything" variant="outline" disabled={pending}>
          {text.refundEverything(everythingLeft)}
        </Button>
        <ActionOutcome result={result} focusRef={messageRef as React.RefObject<HTMLParagraphElement>} />
      </div>
    </form>
  );
}
