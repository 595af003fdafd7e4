import type { ActionFormOptions } from "@/components/forms/use-action-form";

/**
 * How every account form reads its action (components/forms/use-action-form.ts): each answer is toasted once
 * JavaScript runs and focus moves to the first field in error (or the message); the form is reset after each
 * answer, so a password never stays typed in and the fields show the entries the answer kept.
 */
export function accountFormOptions<T>(unreachable: string): ActionFormOptions<T> {
  return { unreachable, toast: true, focus: true, reset: true };
}
