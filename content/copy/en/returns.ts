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
        title: "Contact us",
        text: "E-mail us your order number and the items you want to return. We reply with the return address.",
      },
      {
        title: "Pack and ship",
        text: "Pack the unopened products in their original packaging and send them with a tracked service.",
      },
      {
        title: "Get your refund",
        text: `Once the parcel arrives we process it in ${t.returnProcessing} and confirm your refund by e-mail.`,
      },
    ],
  },
  faqTitle: "Returns questions",
} as const;
