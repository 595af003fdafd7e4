import { cartMessages } from "./cart";
import { commerceMessages } from "./commerce";

/** Texts of the 'Write a Review' form and approved reviews; the field errors and toast are the specification's (sections 5 and 8). */
export const reviewMessages = {
  form: {
    orderNumber: {
      label: "Order number",
      placeholder: "#1001",
      hint: "As shown in your order confirmation, e.g. #1001.",
    },
    customerName: { label: "Your name", autoComplete: "name" },
    email: { label: "Email address", hint: "The e-mail you ordered with.", autoComplete: "email" },
    productPurchased: { label: "Product purchased", placeholder: "Select a product" },
    rating: { legend: "Rating", option: (stars: number) => `${stars} star${stars === 1 ? "" : "s"}` },
    reviewTitle: { label: "Review title", placeholder: "Sum it up in a few words" },
    reviewText: {
      label: "Your review",
      counter: (length: number, max: number) => `${length}/${max}`,
      counterLabel: (length: number, max: number) => `${length} of ${max} characters`,
    },
    recommend: { legend: "Would you recommend it? (optional)", options: { yes: "Yes", no: "No", maybe: "Maybe" } },
    submit: "Submit Review",
    submitting: "Submitting...",
    findOrder: "Find my order",
    finding: "Finding your order...",
    orderFound: (orderNumber: string) => `Order ${orderNumber}: choose the product you are reviewing.`,
    changeOrder: "Use another order",
  },
  errors: {
    orderNumberRequired: "Please enter your order number",
    orderNotFound: "Order number format is incorrect or order not found",
    customerName: "Name is required",
    emailRequired: "Email is required",
    email: "Please enter a valid email address",
    productPurchased: "Please select a product",
    productNotInOrder: "This product was not in this order. Please choose one of the products listed.",
    rating: "Please select a rating",
    reviewTitle: "Review title is required",
    reviewTextRequired: "Review text is required",
    reviewTextShort: "Review must be at least 50 characters",
    reviewTextLong: "Review must be less than 500 characters",
    tooLong: "This is too long",
    duplicate: "You have already reviewed this product for this order. Thank you!",
    fieldErrorsSummary: "Please correct the highlighted fields.",
    throttled: commerceMessages.rateLimit,
    failed: cartMessages.unexpected,
  },
  submitted: {
    title: "Review Submitted Successfully!",
    description: "Thank you for your feedback. Your review will be published after verification.",
  },
  approved: {
    title: "Latest customer reviews",
    productTitle: "Customer reviews",
    productEmpty: "No one has reviewed this product yet. Bought it? Tell others what you think.",
    writeReview: "Write a Review",
    showAll: (count: number) => `Show all ${count} reviews`,
    recommends: "Recommends this product",
    byline: (name: string, product: string) => `${name} on ${product}`,
  },
} as const;
