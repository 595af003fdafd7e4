import { brand } from "../../brand";
import { policies } from "../../policies";

const percent = `${policies.newsletter.welcomeDiscountPercent}%`;

/** The welcome e-mail that carries the subscriber's code. */
export const welcomeMailMessages = {
  subject: `Welcome to ${brand.name}! 🌱 Your ${percent} off code`,
  greeting: `Welcome to ${brand.name}!`,
  intro: `Thank you for joining our newsletter. Here is your ${percent} welcome code for your first order:`,
  /** Double opt-in: the code applies only once the inbox has confirmed with the signed link below it. */
  confirmNeeded:
    "One step left: confirm your subscription with the link below, and your code is ready to use. If you did not sign up, simply ignore this e-mail.",
  confirmLink: "Confirm my subscription",
  howTo: "Enter it in your cart before you check out. It can be used once.",
  validUntil: (date: string) => `Valid until ${date}.`,
  shopLink: "Shop the collection",
  signOff: `The ${brand.name} team`,
  whyReceived: "You are receiving this because you signed up for our newsletter.",
  /** The link to the signed unsubscribe page; every newsletter e-mail carries it. */
  unsubscribe: "Unsubscribe",
  /** Sent instead when the address signs up again: the inbox owner gets their own code, whoever typed the address. */
  reminderSubject: `You're already on the ${brand.name} list: your ${percent} code`,
  reminderIntro: `Someone (we hope you) just signed this address up for our newsletter again. You're already on our list, so here is your welcome code once more:`,
  reminderCodeUsed: "This code has already been used or has expired.",
} as const;
