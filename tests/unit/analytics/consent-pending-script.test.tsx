/** @jest-environment jsdom */
import { renderToString } from "react-dom/server";

import { ConsentBanner } from "@/components/analytics/consent-banner";
import { consentPendingScript } from "@/lib/analytics/consent-pending-script";

/** Runs the inline script as the browser does before the first paint, and says what it left on <html>. */
function runConsentScript() {
  delete document.documentElement.dataset.consent;
  new Function(consentPendingScript)();
  return document.documentElement.dataset.consent;
}

beforeEach(() => {
  localStorage.clear();
  process.env.NEXT_PUBLIC_AD_PIXEL_ID = "1234567890";
});

describe("the banner before hydration", () => {
  test("is in the server's HTML, so it can paint with the page", () => {
    const html = renderToString(<ConsentBanner />);
    expect(html).toContain("data-consent-banner");
    expect(html).toContain("Cookies for ads");
  });

  test("is not in it when there is no pixel to consent to", () => {
    delete process.env.NEXT_PUBLIC_AD_PIXEL_ID;
    expect(renderToString(<ConsentBanner />)).toBe("");
  });

  test("is shown to a shopper who has not answered", () => {
    expect(runConsentScript()).toBe("pending");
  });

  test.each(["accepted", "declined"])("stays hidden for a shopper who %s", (answer) => {
    localStorage.setItem("cookie-consent", answer);
    expect(runConsentScript()).toBeUndefined();
  });

  test("is shown when storage cannot be read, as the banner then asks for this page's life", () => {
    const getItem = jest.spyOn(Storage.prototype, "getItem").mockImplementation(() => {
      throw new DOMException("blocked", "SecurityError");
    });
    try {
      expect(runConsentScript()).toBe("pending");
    } finally {
      getItem.mockRestore();
    }
  });
});
