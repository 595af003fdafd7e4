import { brand } from "../../brand";
import { commerceMessages } from "./commerce";
import { newsletterReopenMessages } from "./newsletter-reopen";
import { policies } from "../../policies";

const percent = `${policies.newsletter.welcomeDiscountPercent}%`;

/** Newsletter texts; outcome and rule messages are the specification's (sections 5 and 8, Newsletter). */
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
    success: { title: `Welcome to ${brand.name}! 🌱`, description: `You've successfully joined our newsletter. Check your email for your ${percent} off code!` },
    already: { title: "You're already part of our community! 💚", description: "This email is already subscribed to our newsletter." },
    usedOnDevice: { title: "Email already used", description: "This email has already received a discount code. Each email can only be used once." },
    failure: { title: "Oops! Something went wrong", description: "Please try again or contact us if the problem persists." },
    throttled: commerceMessages.rateLimit,
  },
  popup: {
    ...newsletterReopenMessages,
    close: "Close",
    eyebrow: "Exclusive offer",
    title: `Get ${percent} off your first order`,
    text: `Join ${brand.name} for skincare tips and early access to launches, and we'll send you a ${percent} welcome code.`,
    consent: "By subscribing you agree to receive our e-mails. Unsubscribe at any time.",
    codeLabel: "Your discount code",
    codeHint: "We've also e-mailed it to you. Enter it in your cart.",
    copy: "Copy code",
    copied: "Copied to Clipboard!",
    copiedToast: "Discount code copied!",
    copyFailed: "Copy failed",
    done: "Start shopping",
  },
  welcomeMail: {
    subject: `Welcome to ${brand.name}! 🌱 Your ${percent} off code`,
    greeting: `Welcome to ${brand.name}!`,
    intro: `Thank you for joining our newsletter. Here is your ${percent} welcome code for your first order:`,
    howTo: "Enter it in your cart before you check out. It can be used once.",
    validUntil: (date: string) => `Valid until ${date}.`,
    shopLink: "Shop the collection",
    signOff: `The ${brand.name} team`,
  },
} as const;
