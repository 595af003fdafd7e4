// The cookie banner is in every page's HTML, hidden by CSS (app/globals.css). This inline script, first in <body>,
// marks <html data-consent="pending"> before the first paint when this browser holds no answer, so a first visit
// sees the banner with the page instead of after hydration (it was /cart's largest paint), and a returning shopper
// never sees it flash. Without JavaScript nothing is tracked, so the banner stays hidden. Free of Next.js and of
// path aliases because server.ts (run by Node itself) hashes the same text into the policy of per-request pages.

/** Where the shopper's answer is kept (lib/analytics/consent-store.ts). */
export const CONSENT_STORAGE_KEY = "cookie-consent";

export const consentPendingScript =
  `try{var d=localStorage.getItem(${JSON.stringify(CONSENT_STORAGE_KEY)});` +
  `if(d!=="accepted"&&d!=="declined")document.documentElement.dataset.consent="pending"}` +
  `catch(e){document.documentElement.dataset.consent="pending"}`;
