import "server-only";

import { defineRateLimit } from "@/lib/rate-limit/limit";

/**
 * The confirmation page checks a password, so it is limited like one: per client and per link. Only the inbox has the
 * link, so these stop a script that got hold of one, not its owner, who mistypes a few times at most.
 */
export const signUpConfirmLimits = {
  byClient: defineRateLimit({ name: "auth-confirm-client", points: 30, durationSeconds: 900, blockSeconds: 900 }),
  byLink: defineRateLimit({ name: "auth-confirm-link", points: 10, durationSeconds: 900, blockSeconds: 900 }),
};
