import type { Translation } from "@/lib/i18n/translation";

import { policies } from "../../policies";
import type { newsletterReopenMessages as En } from "../en/newsletter-reopen";

const percent = `${policies.newsletter.welcomeDiscountPercent}%`;

/** The floating reopen button's texts, kept apart: every page loads them, the rest of the popup only on demand. */
export const newsletterReopenMessages: Translation<typeof En> = {
  reopen: `خصم ${percent}`,
  /** Starts with the visible text, so a voice command naming what is seen still finds the button. */
  reopenLabel: `خصم ${percent}: افتح عرض النشرة البريدية`,
};
