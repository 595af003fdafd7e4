import { brand } from "../../brand";
import { policyText as t } from "./policy-text";

/** `promise`: the section ends with the configured provider's sentence on that topic (content/copy/shop-promises.ts). */
export type LegalSection = {
  title: string;
  paragraphs: readonly string[];
  promise?: "privacy-payment" | "terms-payment" | "delivery-area";
};

const lastUpdated = "Last updated: January 2026";

export const privacyCopy = {
  meta: { title: "Privacy Policy", description: `How ${brand.name} collects, uses and protects your personal data.` },
  title: "Privacy Policy",
  lastUpdated,
  sections: [
    {
      title: "What we collect",
      paragraphs: [
        "When you order, subscribe or contact us we collect your name, e-mail address, phone number and delivery address, plus the products you buy.",
      ],
      promise: "privacy-payment",
    },
    {
      title: "How we use it",
      paragraphs: [
        "To deliver your orders, answer your messages, send the newsletter you asked for and improve our shop.",
        "We do not sell your personal data.",
      ],
    },
    {
      title: "Cookies",
      paragraphs: [
        "We use a small number of cookies to keep your cart and remember your preferences. They are not used for advertising.",
      ],
    },
    {
      title: "Your rights",
      paragraphs: [
        `You can ask to see, correct or delete your data at any time by writing to ${brand.contactEmail}. We reply ${t.replyWithin}.`,
      ],
    },
  ] satisfies LegalSection[],
} as const;

export const termsCopy = {
  meta: { title: "Terms of Service", description: `The terms that apply when you shop with ${brand.name}.` },
  title: "Terms of Service",
  lastUpdated,
  sections: [
    {
      title: "About these terms",
      paragraphs: [
        `These terms apply to every order placed on the ${brand.name} website, operated by ${brand.legalName}.`,
      ],
    },
    {
      title: "Orders and prices",
      paragraphs: [
        `Prices are shown in AED and exclude sales tax. You can change or cancel an order ${t.changeWindow} of placing it.`,
      ],
      promise: "terms-payment",
    },
    {
      title: "Delivery",
      paragraphs: [`${t.uaeDelivery}. ${t.freeShippingOver}. ${t.standardShipping}.`],
      promise: "delivery-area",
    },
    {
      title: "Returns",
      paragraphs: [
        `You may return unopened products within ${t.returnsWindow}. See our returns page for the full process.`,
      ],
    },
    {
      title: "Use of our products",
      paragraphs: [
        "Our products are cosmetics, not medicines. Patch test before first use and stop using a product if irritation occurs.",
      ],
    },
    { title: "Contact", paragraphs: [`Questions about these terms? Write to ${brand.contactEmail}.`] },
  ] satisfies LegalSection[],
} as const;
