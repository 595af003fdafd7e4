import { brand } from "../../brand";
import { policyText as t } from "./policy-text";

export const contactCopy = {
  meta: {
    title: "Contact Us",
    description: `Questions about your skin or an order? E-mail ${brand.contactEmail}; we reply ${t.replyWithin}.`,
  },
  hero: {
    eyebrow: "Contact",
    title: "We'd love to hear from you",
    intro: `Questions about your skin, an order or a partnership? Our team replies ${t.replyWithin}.`,
  },
  details: {
    title: "Get in touch",
    emailLabel: "E-mail",
    hoursTitle: "Business hours",
    hoursNote: "Times are Gulf Standard Time (GST).",
    replyNote: `We reply to every message ${t.replyWithin} on business days.`,
  },
  form: { title: "Send us a message" },
  faqLink: { text: "Looking for a quick answer?", cta: "Browse our FAQ" },
} as const;
