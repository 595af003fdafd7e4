import { policyText as t } from "./policy-text";

export const shippingCopy = {
  meta: {
    title: "Shipping Information",
    description: `${t.uaeDelivery}, ${t.freeShippingOver.toLowerCase()}. GCC delivery in ${t.gccDelivery}.`,
  },
  hero: {
    eyebrow: "Shipping",
    title: "Shipping Information",
    intro: "Fast, careful delivery across the UAE and the GCC.",
  },
  options: {
    title: "UAE delivery options",
    items: [
      { title: `${t.uaeDeliveryShort} delivery`, text: `${t.uaeDelivery}.`, price: `Free over ${t.freeShippingThreshold}` },
      { title: "Standard shipping", text: `${t.standardShipping}.`, price: t.standardShippingFee },
      { title: "Other GCC countries", text: `Delivery to Saudi Arabia, Kuwait, Qatar, Bahrain and Oman takes ${t.gccDelivery}.`, price: "Calculated at checkout" },
    ],
  },
  guidelines: {
    title: "Processing guidelines",
    items: [
      `${t.sameDayProcessing}.`,
      `${t.weekendProcessing}.`,
      `Orders are dispatched ${t.dispatch}.`,
      `Estimated delivery is ${t.estimatedDelivery} from your order date.`,
    ],
  },
  notes: {
    title: "Good to know",
    items: [
      `From ${t.coldChain} we ship in temperature-controlled packaging to protect the natural formulas from the heat.`,
      `${t.cashOnDelivery}.`,
      "You receive a tracking e-mail as soon as your order leaves us; you can also follow it on our Track Order page.",
      "Please make sure someone can receive the parcel; couriers call before delivery.",
    ],
  },
} as const;
