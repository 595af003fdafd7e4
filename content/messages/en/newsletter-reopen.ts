import { policies } from "../../policies";

const percent = `${policies.newsletter.welcomeDiscountPercent}%`;

/** The floating reopen button's texts, kept apart: every page loads them, the rest of the popup only on demand. */
export const newsletterReopenMessages = {
  reopen: `${percent} OFF`,
  /** Starts with the visible text, so a voice command naming what is seen still finds the button. */
  reopenLabel: `${percent} OFF: open the newsletter offer`,
} as const;
