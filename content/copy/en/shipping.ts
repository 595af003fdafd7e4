import { policyText as t } from "./policy-text";

export const shippingCopy = {
  meta: {
    title: "Shipping Information",
    description: `${t.uaeDelivery}. ${t.freeShippingOver}.`,
  },
  hero: {
    eyebrow: "Shipping",
    title: "Shipping Information",
    intro: "Fast, careful delivery to all seven emirates.",
  },
  options: {
    title: "UAE delivery options",
    items: [
      {
        title: `${t.uaeDeliveryShort} delivery`,
        text: `${t.uaeDelivery}.`,
        price: `Free over ${t.freeShippingThreshold}`,
      },
      { title: "Standard shipping", text: `${t.standardShipping}.`, price: t.standardShippingFee },
    ],
  },
  guidelines: {
    title: "Processing guidelines",
    // The page puts the provider's delivery rules (content/shop-promises.ts) before these.
    items: [`Orders are dispatched ${t.dispatch}.`],
  },
  notes: {
    title: "Good to know",
    items: [
      `From ${t.coldChain} we ship in temperature-controlled packaging to protect the natural formulas from the heat.`,
      "You receive a tracking e-mail as soon as your order leaves us; you can also follow it on our Track Order page.",
      "Please make sure someone can receive the parcel; couriers call before delivery.",
    ],
  },
} as const;
