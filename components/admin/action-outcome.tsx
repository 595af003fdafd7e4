import type { Ref } from "react";

import type { ActionResult } from "@/lib/actions/action-result";
import { cn } from "@/lib/utils";

/**
 * A back-office form's answer beside its button: announced as a status, muted when it succeeded and red when it was
 * refused, kept in the page (screen readers only) while there is none. `focusRef` lets the form move focus to it.
 */
export function ActionOutcome({
  result,
  size = "sm",
  focusRef,
}: {
  result: ActionResult<unknown> | null;
  size?: "xs" | "sm";
  focusRef?: Ref<HTMLParagraphElement>;
}) {
  return (
    <p
      ref={focusRef}
      tabIndex={focusRef ? -1 : undefined}
      role="status"
      className={cn(
        size === "xs" ? "text-xs" : "text-sm",
        result?.ok ? "text-muted-foreground" : "text-destructive",
        !result?.message && "sr-only",
      )}
    >
      {result?.message}
    </p>
  );
}
