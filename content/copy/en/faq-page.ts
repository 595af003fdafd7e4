import { brand } from "../../brand";
import { policyText as t } from "./policy-text";

export const faqPageCopy = {
  meta: {
    title: "Frequently Asked Questions",
    description: "Answers about our products, shipping, orders and payment, returns and support.",
  },
  hero: {
    eyebrow: "FAQ",
    title: "Frequently Asked Questions",
    intro: "Everything you need to know about our products, delivery, orders and returns.",
  },
  stillQuestions: {
    title: "Still have questions?",
    text: `Our team replies ${t.replyWithin}.`,
    email: (address: string) => `E-mail ${address}`,
    contact: "Contact us",
    address: brand.contactEmail,
  },
} as const;
