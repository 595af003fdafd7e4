import "@/content/browser-zod";
import { z } from "zod";

import { brand, claims } from "./brand";
import type { ShopPromiseText } from "./copy/en/shop-promises";
import { policyText as t } from "./copy/en/policy-text";
import { faqEntrySchema, parseRecords } from "./schema";

export const faqGroupSchema = z.object({
  id: z.enum(["products", "shipping", "orders-payment", "returns-support"]),
  title: z.string().min(1),
  entries: z.array(faqEntrySchema).min(1),
});

export type FaqGroup = z.infer<typeof faqGroupSchema>;

// Answers are built from the policy phrases: the old FAQ typed its own figures and contradicted the policy pages.
// Payment, refund and delivery-area answers come from the provider's promises (content/shop-promises.ts).
export const buildFaqGroups = (promise: ShopPromiseText): FaqGroup[] =>
  parseRecords("faq group", faqGroupSchema, [
    {
      id: "products",
      title: "Products",
      entries: [
        {
          question: "Are your products natural and cruelty-free?",
          answer: `Yes. Every ${brand.name} formula is ${claims.badges.join(", ").toLowerCase()}, and none is tested on animals.`,
        },
        {
          question: "Which product should I start with?",
          answer:
            "Most people start with the Matcha Clay Mask. If your skin is dry, begin with Collagen Essence; if it is sensitive, with the Matcha Pure Cleanser.",
        },
        {
          question: "Are they suitable for sensitive skin?",
          answer:
            "Yes. Our formulas are fragrance-free and dermatologist tested. We still recommend a patch test on the inner arm before first use.",
        },
        {
          question: "How soon will I see results?",
          answer: `${claims.improvementPercent}% of our customers see an improvement within ${claims.improvementWeeks} weeks of daily use.`,
        },
      ],
    },
    {
      id: "shipping",
      title: "Shipping",
      entries: [
        { question: "How fast is delivery in the UAE?", answer: promise.delivery.faqAnswer },
        { question: "How much does shipping cost?", answer: `${t.freeShippingOver}. ${t.standardShipping}.` },
        { question: "Do you ship to other GCC countries?", answer: promise.gcc.faqAnswer },
        {
          question: "How do you protect products in the summer heat?",
          answer: `From ${t.coldChain} every order travels in temperature-controlled packaging.`,
        },
      ],
    },
    {
      id: "orders-payment",
      title: "Orders and payment",
      entries: [
        { question: "Which payment methods do you accept?", answer: promise.payment.faqAnswer },
        {
          question: "Can I change or cancel my order?",
          answer: `Yes, ${t.changeWindow} of placing it. Write to ${brand.contactEmail} with your order number.`,
        },
        {
          question: "Do you offer a welcome discount?",
          answer: `Subscribe to our newsletter and we will send you a code for ${t.welcomeDiscount} your first order.`,
        },
        {
          question: "How do I track my order?",
          answer: "Use the Track Order page with your e-mail address and order number from your confirmation e-mail.",
        },
      ],
    },
    {
      id: "returns-support",
      title: "Returns and support",
      entries: [
        {
          question: "What is your return policy?",
          answer: `You can return unopened products within ${t.returnsWindow}. ${t.returnShippingPayer}.`,
        },
        { question: "How long do refunds take?", answer: promise.refunds.faqAnswer },
        {
          question: "What if I receive the wrong item or my skin reacts?",
          answer: `Tell us ${t.reportIssue} of delivery and we will make it right at no cost to you.`,
        },
        {
          question: "How can I contact you?",
          answer: `E-mail ${brand.contactEmail} or use our contact form. We reply ${t.replyWithin}.`,
        },
      ],
    },
  ]);
