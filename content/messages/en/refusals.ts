/**
 * What an action answers when the action client itself refuses (lib/actions/define-action.ts): the default words
 * of each pipeline code. An action's own table may word a code its own way; tests/unit/actions checks every code
 * has words in every language.
 */
export const refusalMessages = {
  sign_in_required: "Please sign in first.",
  forbidden: "You are not allowed to do that.",
  invalid: "Please correct the highlighted fields.",
  throttled: "Too many requests. Please wait a moment.",
  unexpected: "Something went wrong. Please try again.",
} as const;
