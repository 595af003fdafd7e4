import { cn } from "@/lib/utils";

type FormMessageProps = { message: string | null; ok: boolean; messageRef?: React.RefObject<HTMLElement | null> };

/** The outcome of the last submit, announced to screen readers and focusable so focus can be moved to it. */
export function FormMessage({ message, ok, messageRef }: FormMessageProps) {
  return (
    <div aria-live="polite" aria-atomic="true">
      {message ? (
        <p
          ref={messageRef as React.RefObject<HTMLParagraphElement | null> | undefined}
          tabIndex={-1}
          role={ok ? "status" : "alert"}
          className={cn(
            "rounded-md border px-4 py-3 text-sm font-medium whitespace-pre-line outline-none",
            ok
              ? "border-primary/40 bg-primary/5 text-primary"
              : "border-destructive/40 bg-destructive/5 text-destructive",
          )}
        >
          {message}
        </p>
      ) : null}
    </div>
  );
}
