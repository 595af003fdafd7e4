/**
 * What a returning shopper's browser already holds, so the fixed consent banner and the newsletter popup do not sit
 * over what a test clicks. Specs about the banner or the popup start without the matching entry.
 */
export const POPUP_CLOSED_FOR_GOOD = { name: "matcha-newsletter-popup-shown-permanent", value: "true" };
export const CONSENT_DECLINED = { name: "cookie-consent", value: "declined" };

export function returningShopper(origins: string[], entries = [POPUP_CLOSED_FOR_GOOD, CONSENT_DECLINED]) {
  return { cookies: [], origins: origins.map((origin) => ({ origin, localStorage: entries })) };
}
