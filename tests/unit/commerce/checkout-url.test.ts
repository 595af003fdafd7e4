import { isAllowedCheckoutUrl } from "@/lib/commerce/checkout-url";

const allowed = ["matchaglow.ae", "matcha-glow.myshopify.com"];

describe("isAllowedCheckoutUrl", () => {
  test.each([
    "https://matchaglow.ae/checkout/delivery",
    "https://www.matchaglow.ae/checkouts/cn/abc",
    "https://matcha-glow.myshopify.com/cart/c/abc?key=1",
    "https://MatchaGlow.ae:443/checkout",
  ])("lets the shopper go to %p", (url) => {
    expect(isAllowedCheckoutUrl(url, allowed)).toBe(true);
  });

  test.each([
    ["another site", "https://evil.example/checkout"],
    ["a look-alike suffix", "https://matchaglow.ae.evil.example/checkout"],
    ["a look-alike prefix", "https://notmatchaglow.ae/checkout"],
    ["plain http on the internet", "http://matchaglow.ae/checkout"],
    ["credentials in the URL", "https://user:pass@matchaglow.ae/checkout"],
    ["a javascript: URL", "javascript:alert(1)"],
    ["a relative path", "/checkout/delivery"],
    ["nothing", ""],
  ])("refuses %s", (_label, url) => {
    expect(isAllowedCheckoutUrl(url, allowed)).toBe(false);
  });

  test("accepts allowed hosts written with scheme, www or port, and plain http only on this machine", () => {
    expect(isAllowedCheckoutUrl("https://matchaglow.ae/x", ["https://www.matchaglow.ae/"])).toBe(true);
    expect(isAllowedCheckoutUrl("http://127.0.0.1:3203/checkout/delivery", ["127.0.0.1:3203"])).toBe(true);
    expect(isAllowedCheckoutUrl("http://localhost:3000/checkout/delivery", ["localhost"])).toBe(true);
    expect(isAllowedCheckoutUrl("https://matchaglow.ae/x", [])).toBe(false);
  });
});
