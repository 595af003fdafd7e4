export const errorMessages = {
  title: "Something went wrong",
  description: "We couldn't load this page just now. Please try again in a moment; your cart is safe.",
  retry: "Try again",
  home: "Back to Home",
  /** Before the failed request's id (else the error's digest): the server's error line carries both (docs/operations.md, Logs). */
  reference: "If it keeps happening, quote this reference when you contact us:",
} as const;
