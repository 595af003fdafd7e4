"use client";

import { usePathname } from "next/navigation";

import { useActionForm } from "@/components/forms/use-action-form";
import { requestReturnAction } from "@/lib/actions/request-return";
import type { ActionResult } from "@/lib/actions/action-result";
import { cn } from "@/lib/utils";

/** A return request's answer: the return number asked for, or why it was refused. */
export function ReturnRequestMessage({
  result,
  messageRef,
}: {
  result: ActionResult<{ returnNumber: string }> | null;
  messageRef?: React.RefObject<HTMLElement | null>;
}) {
  return (
    <div aria-live="polite" aria-atomic="true">
      {result?.message ? (
        <p
          ref={messageRef as React.RefObject<HTMLParagraphElement>}
          tabIndex={-1}
          role={result.ok ? "status" : "alert"}
          className={cn(
            "rounded-md border px-4 py-3 text-sm font-medium outline-none",
            result.ok
              ? "border-primary/40 bg-primary/5 text-primary"
              : "border-destructive/40 bg-destructive/5 text-destructive",
          )}
        >
          {result.message}
        </p>
      ) : null}
    </div>
  );
}

/**
 * Where order tracking tells a return asked before JavaScript loaded: the post reloads the page, which forgets the
 * lookup (and with it the return form), so the answer comes back here, through the form's permalink.
 */
export function ReturnRequestAnswer() {
  // It never submits, so it has no words of its own for a post that could not reach the server: the answer's message
  // comes from the server in the page's language.
  const { result } = useActionForm(requestReturnAction, { unreachable: "", permalink: usePathname() });
  return result?.message ? <ReturnRequestMessage result={result} /> : null;
}
