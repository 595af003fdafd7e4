"use client";

import { useActionForm } from "@/components/forms/use-action-form";
import { Button } from "@/components/ui/button";
import { adminReturnMessages } from "@/content/messages/en/admin-returns";
import { receiveReturnAction } from "@/lib/actions/admin/return-steps";
import type { AdminReturn } from "@/lib/admin/returns/list-returns";
import { receivedOutcomes } from "@/lib/returns/return-states";
import { ActionOutcome } from "../action-outcome";
import { adminFormOptions } from "../admin-action-form";

const text = adminReturnMessages.receive;

/** The parcel is here: each line restocked or damaged (a fieldset of two radios per line). */
export function ReceiveReturnForm({ returnId, lines }: { returnId: string; lines: AdminReturn["lines"] }) {
  const { result, formAction, handleSubmit, pending } = useActionForm(receiveReturnAction, adminFormOptions);
  return (
    <form action={formAction} onSubmit={handleSubmit} className="grid gap-3">
      <input type="hidden" name="id" value={returnId} />
      {lines.map((line, index) => (
        <fieldset key={line.id} className="flex flex-wrap items-center gap-4 rounded-md border px-3 py-2">
          <legend className="px-1 text-sm font-medium">{text.legend(line.title, line.quantity)}</legend>
          {receivedOutcomes.map((outcome) => (
            <label key={outcome} className="flex items-center gap-2 text-sm">
              <input type="radio" name={`line${index}`} value={outcome} required className="size-4" />
              {text[outcome]}
            </label>
          ))}
        </fieldset>
      ))}
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" size="sm" disabled={pending}>
          {text.submit}
        </Button>
        <ActionOutcome result={result} size="xs" />
      </div>
    </form>
  );
}
