/** @jest-environment jsdom */
import { CURRENCY_HOLD_MS, currencyPendingScript, releaseHeldPrices } from "@/lib/currency/currency-pending-script";

/** Runs the inline script as the browser does before the first paint, and says whether prices are held. */
function pricesHeldAfterScript(cookie: string | null) {
  for (const name of document.cookie.split(";").map((part) => part.split("=")[0]!.trim()))
    if (name) document.cookie = `${name}=; Max-Age=0; Path=/`;
  // One cookie per assignment, as a browser takes them.
  for (const one of cookie?.split("; ") ?? []) document.cookie = one;
  delete document.documentElement.dataset.currencyPending;
  new Function(currencyPendingScript)();
  return document.documentElement.dataset.currencyPending !== undefined;
}

afterEach(() => jest.useRealTimers());

describe("prices before hydration", () => {
  test.each([
    ["a saved SAR choice holds them", "selected-currency=SAR", true],
    ["a saved KWD choice beside other cookies holds them", "other=1; selected-currency=KWD", true],
    ["AED shows them at once", "selected-currency=AED", false],
    ["no choice shows them at once", null, false],
    ["a cookie that only ends in the name does not count", "not-selected-currency=SAR", false],
  ])("%s", (_name, cookie, held) => {
    expect(pricesHeldAfterScript(cookie)).toBe(held);
  });

  test("are shown after 3 s whatever happens, or as soon as the provider releases them", () => {
    jest.useFakeTimers();
    expect(pricesHeldAfterScript("selected-currency=SAR")).toBe(true);
    jest.advanceTimersByTime(CURRENCY_HOLD_MS - 1);
    expect(document.documentElement.dataset.currencyPending).toBeDefined();
    jest.advanceTimersByTime(1);
    expect(document.documentElement.dataset.currencyPending).toBeUndefined();

    expect(pricesHeldAfterScript("selected-currency=SAR")).toBe(true);
    releaseHeldPrices();
    expect(document.documentElement.dataset.currencyPending).toBeUndefined();
  });
});
