// Pages are prerendered in AED and the shopper's chosen currency is applied after hydration (components/currency),
// so a shopper who chose SAR saw AED prices for the half second to two seconds before it. This inline script, first
// in <body>, marks <html data-currency-pending> before the first paint when the saved choice is another currency:
// prices are then held (app/globals.css) until the currency provider shows them converted or settles on AED, and
// at most 3 s whatever happens. Held, not rewritten: changing the text before hydration would break it. Without
// JavaScript the script does not run and AED shows at once. Free of Next.js and of path aliases because server.ts
// (run by Node itself) hashes the same text into the policy of per-request pages.

/** Browser storage key from specification section 3; a cookie so a future server render could read it too. */
export const SELECTED_CURRENCY_COOKIE = "selected-currency";

/** How long prices may be held while the rate loads. */
export const CURRENCY_HOLD_MS = 3000;

export const currencyPendingScript =
  `try{if(/(?:^|;\\s*)${SELECTED_CURRENCY_COOKIE}=(?!AED)[A-Z]{3}/.test(document.cookie)){` +
  `var h=document.documentElement;h.dataset.currencyPending="";` +
  `setTimeout(function(){delete h.dataset.currencyPending},${CURRENCY_HOLD_MS})}}catch(e){}`;

/** Called once the provider has shown prices in the currency they will stay in. */
export function releaseHeldPrices(): void {
  delete document.documentElement.dataset.currencyPending;
}
