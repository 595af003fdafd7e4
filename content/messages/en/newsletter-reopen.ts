import { policies } from "../../policies";

const percent = `${policies.newsletter.welcomeDiscountPercent}%`;

/** The floating reopen button's texts, kept apart: every page loads them, the rest of the popup only on demand. */
export const newsletterReopenMessages = {
  reopen: `${percent} OFF`,
  reopenLabel: `Open the newsletter offer: ${percent} off your first order`,
} as const;
