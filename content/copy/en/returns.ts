import { policyText as t } from "./policy-text";

export const returnsCopy = {
  meta: {
    title: "Returns & Refunds",
    description: `Return unopened products within ${t.returnsWindow}. Refunds are processed in ${t.returnProcessing}.`,
  },
  hero: {
    eyebrow: "Returns",
    title: "Returns & Refunds",
    intro: "Not quite right? Here is how returns and refunds work.",
  },
  cardsTitle: "Our returns policy",
  cards: [
    { title: "Return window", text: `Return unopened products within ${t.returnsWindow}.` },
    { title: "Return shipping", text: `${t.returnShippingPayer}, unless we sent the wrong item.` },
    { title: "Processing", text: `We inspect and process returns in ${t.returnProcessing}.` },
  ],
  conditions: {
    title: "Return conditions",
    items: [
      "Products must be unused, unopened and in their original packaging.",
      `Report a wrong or damaged item ${t.reportIssue} of delivery, with a photo.`,
      `If a product causes a skin reaction, tell us ${t.reportIssue} of delivery and we will help.`,
    ],
  },
  refunds: {
    title: "Refund timing",
  },
  steps: {
    title: "How to return",
    items: [
      {
        title: "Ask for a return",
        text: `Open your order in your account, or find it on the order tracking page with its number and your e-mail, within ${t.returnsWindow}. Choose the items and a reason; we e-mail you a return number.`,
      },
      {
        title: "Send it back",
        text: `Once we approve it (we reply ${t.replyWithin}) you bring the unopened products in their original packaging to our Dubai studio or our courier collects them. ${t.returnShippingPayer}, unless we sent the wrong item.`,
      },
      {
        title: "Get your refund",
        text: `Once the parcel arrives we check it and refund you in ${t.returnProcessing}, the way you paid (an order paid in cash on delivery by bank transfer or in cash), and e-mail you the tax document that corrects your invoice. The delivery fee comes back too when the item was wrong or damaged.`,
      },
    ],
  },
  faqTitle: "Returns questions",
} as const;
