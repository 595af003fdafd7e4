import { policyText } from "@/content/copy/en/policy-text";

import { commerceMessages } from "./commerce";

/** Texts of the contact form; the field errors and toasts are the specification's (sections 5 and 8, Contact). */
export const contactMessages = {
  form: {
    firstName: { label: "First name", autoComplete: "given-name" },
    lastName: { label: "Last name", autoComplete: "family-name" },
    email: { label: "Email address", placeholder: "you@example.com", autoComplete: "email" },
    phone: { label: "Phone (optional)", placeholder: "+971 50 123 4567", autoComplete: "tel" },
    subject: {
      label: "Subject",
      // Offered as suggestions; the last one files the message with the shop's data requests (lib/contact/data-request.ts).
      suggestions: ["Question about an order", "Question about a product", "Personal data request"],
      hint: 'No account? Choose "Personal data request" to ask for a copy of your data, a correction or its erasure.',
    },
    message: { label: "Message", placeholder: "How can we help?" },
    submit: "Send Message",
    submitting: "Sending...",
  },
  errors: {
    firstName: "First name must be at least 2 characters",
    lastName: "Last name must be at least 2 characters",
    email: "Please enter a valid email address",
    subject: "Subject must be at least 5 characters",
    message: "Message must be at least 10 characters",
    tooLong: "This is too long",
    fieldErrorsSummary: "Please correct the highlighted fields.",
    throttled: commerceMessages.rateLimit,
  },
  sent: {
    title: "Message sent successfully!",
    description: `We'll get back to you ${policyText.replyWithin}.`,
    again: "Send Another Message",
  },
  failed: {
    title: "Failed to send message",
    description: (email: string) => `Please try again or contact us directly at ${email}`,
  },
  mail: {
    subject: (subject: string) => `Contact form: ${subject}`,
    intro: "A shopper wrote through the contact form. Reply to this e-mail to answer them.",
    labels: { name: "Name", email: "Email", phone: "Phone", subject: "Subject", message: "Message" },
    noPhone: "not given",
  },
} as const;
