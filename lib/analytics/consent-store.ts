import { CONSENT_STORAGE_KEY } from "./consent-pending-script";

/** The shopper's answer to the cookie banner; until there is one, nothing is tracked. */
export type ConsentDecision = "accepted" | "declined";

const listeners = new Set<() => void>();
let pageDecision: ConsentDecision | null = null;

export function readConsent(): ConsentDecision | null {
  try {
    const value = localStorage.getItem(CONSENT_STORAGE_KEY);
    return value === "accepted" || value === "declined" ? value : null;
  } catch {
    return null;
  }
}

/** Remembered in this browser either way, so a "no" is as lasting as a "yes". */
export function saveConsent(decision: ConsentDecision) {
  try {
    localStorage.setItem(CONSENT_STORAGE_KEY, decision);
  } catch {
    // Blocked storage: the decision holds for the rest of this page's life only.
    pageDecision = decision;
  }
  listeners.forEach((listener) => listener());
}

export const consentSnapshot = (): ConsentDecision | null => readConsent() ?? pageDecision;

/** Prerendered pages know no decision. */
export const serverConsentSnapshot = (): ConsentDecision | null => null;

export function subscribeConsent(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Takes the answer back (the footer's "Cookie settings"): nothing is tracked until the shopper answers again, and the
 * banner shows once more, as on a first visit (the same `data-consent` mark the inline script sets).
 */
export function forgetConsent() {
  try {
    localStorage.removeItem(CONSENT_STORAGE_KEY);
  } catch {
    // Blocked storage: only this page's answer was kept, and it goes below.
  }
  pageDecision = null;
  document.documentElement.dataset.consent = "pending";
  listeners.forEach((listener) => listener());
}
