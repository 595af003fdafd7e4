import { brand } from "../../brand";
import { policies } from "../../policies";

const percent = `${policies.newsletter.welcomeDiscountPercent}%`;

/** The welcome e-mail that carries the subscriber's code. */
export const welcomeMailMessages = {
  subject: `Welcome to ${brand.name}! 🌱 Your ${percent} off code`,
  greeting: `Welcome to ${brand.name}!`,
  intro: `Thank you for joining our newsletter. Here is your ${percent} welcome code for your first order:`,
  howTo: "Enter it in your cart before you check out. It can be used once.",
  validUntil: (date: string) => `Valid until ${date}.`,
  shopLink: "Shop the collection",
  signOff: `The ${brand.name} team`,
} as const;
