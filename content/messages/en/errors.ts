export const errorMessages = {
  title: "Something went wrong",
  description: "We couldn't load this page just now. Please try again in a moment; your cart is safe.",
  retry: "Try again",
  home: "Back to Home",
  /** Before the error's digest, which the server's error line ties to the request (docs/operations.md, Logs). */
  reference: "If it keeps happening, quote this reference when you contact us:",
} as const;
