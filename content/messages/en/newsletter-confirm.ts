import { brand } from "../../brand";
import { policies } from "../../policies";

const percent = `${policies.newsletter.welcomeDiscountPercent}%`;

/** The page the welcome e-mail's confirmation link opens (/newsletter/confirm). */
export const confirmMessages = {
  metaTitle: "Confirm your newsletter subscription",
  confirm: {
    title: "Confirm your subscription",
    body: (email: string) =>
      `Press the button to confirm that ${email} wants the ${brand.name} newsletter. Your ${percent} welcome code works from then on.`,
    button: "Confirm my subscription",
  },
  rejoin: {
    title: "Join the newsletter again?",
    body: (email: string) =>
      `${email} is unsubscribed. Press the button to receive the ${brand.name} newsletter again.`,
    button: "Subscribe again",
  },
  done: {
    title: "Your subscription is confirmed",
    body: (email: string) =>
      `Thank you! ${email} is on our list, and the welcome code from your e-mail now works in your cart.`,
  },
  already: {
    title: "Your subscription is already confirmed",
    body: (email: string) => `${email} is on our list. There is nothing more to do.`,
  },
  gone: {
    title: "You are not on our list",
    body: "This address is no longer on our newsletter list. You can sign up again in the shop.",
  },
  invalid: {
    title: "This link does not work",
    body: `The confirmation link is incomplete or was changed. Open it again from your welcome e-mail, or write to ${brand.contactEmail}.`,
  },
  problems: {
    failed: "We could not confirm your subscription just now. Please press the button again in a moment.",
    throttled: "Too many attempts. Please wait a few minutes and try again.",
  },
  backToShop: "Back to the shop",
} as const;
