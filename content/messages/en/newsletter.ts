import { brand } from "../../brand";
import { commerceMessages } from "./commerce";
import { policies } from "../../policies";

const percent = `${policies.newsletter.welcomeDiscountPercent}%`;

/** Newsletter form texts; outcome and rule messages are the specification's (sections 5 and 8, Newsletter). */
export const newsletterMessages = {
  form: {
    label: "Email address",
    placeholder: "Enter your email",
    submit: "Subscribe",
    submitting: "Subscribing...",
  },
  rules: {
    required: "Email is required",
    pattern: "Please enter a valid email address",
    disposable: "Disposable email addresses are not allowed",
    notReal: "Please use a real email address",
    domain: "Please enter a valid email domain",
  },
  outcome: {
    success: {
      title: `Welcome to ${brand.name}! 🌱`,
      description: `You've successfully joined our newsletter. Check your email for your ${percent} off code!`,
    },
    already: {
      title: "You're already part of our community! 💚",
      description: "This email is already subscribed to our newsletter.",
    },
    usedOnDevice: {
      title: "Email already used",
      description: "This email has already received a discount code. Each email can only be used once.",
    },
    failure: {
      title: "Oops! Something went wrong",
      description: "Please try again or contact us if the problem persists.",
    },
    throttled: commerceMessages.rateLimit,
  },
} as const;
