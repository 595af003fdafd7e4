export const errorMessages = {
  title: "Something went wrong",
  description: "We couldn't load this page just now. Please try again in a moment; your cart is safe.",
  retry: "Try again",
  home: "Back to Home",
} as const;
