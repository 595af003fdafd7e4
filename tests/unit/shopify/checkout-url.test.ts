import { isAllowedCheckoutUrl } from "@/lib/commerce/checkout-url";

const SHOP_HOSTS = ["matchaglow.ae", "matcha-glow.myshopify.com"];

describe("isAllowedCheckoutUrl", () => {
  test.each([
    ["the provider's checkout", "https://matcha-glow.myshopify.com/checkouts/cn/abc", SHOP_HOSTS],
    ["the shop's own domain", "https://matchaglow.ae/checkouts/cn/abc", SHOP_HOSTS],
    ["the shop's own domain with www", "https://www.matchaglow.ae/checkouts/cn/abc", SHOP_HOSTS],
    ["a bare host when the allowed host has www", "https://matchaglow.ae/cart/c/abc", ["www.matchaglow.ae"]],
    ["upper-case host names", "https://Matcha-Glow.MyShopify.com/checkouts/cn/abc", SHOP_HOSTS],
    [
      "an allowed host written as an origin",
      "https://matcha-glow.myshopify.com/x",
      ["https://matcha-glow.myshopify.com/"],
    ],
    ["a local test server over http", "http://127.0.0.1:3299/checkouts/cn/abc", ["127.0.0.1:3299"]],
    [
      "a local test server given as SHOPIFY_STORE_DOMAIN",
      "http://127.0.0.1:3299/checkouts/cn/abc",
      ["http://127.0.0.1:3299"],
    ],
    ["a local test server named without its port", "http://localhost:3100/checkout/delivery", ["localhost"]],
  ])("accepts %s", (_label, url, hosts) => {
    expect(isAllowedCheckoutUrl(url, hosts)).toBe(true);
  });

  test.each([
    ["a foreign host", "https://evil.test/checkouts/cn/abc", SHOP_HOSTS],
    ["a look-alike that only contains our host", "https://matcha-glow.myshopify.com.evil.test/checkouts", SHOP_HOSTS],
    ["a host that ends with ours", "https://notmatchaglow.ae/checkouts", SHOP_HOSTS],
    ["a subdomain other than www", "https://pay.matchaglow.ae/checkouts", SHOP_HOSTS],
    ["plain http on a real host", "http://matchaglow.ae/checkouts/cn/abc", SHOP_HOSTS],
    ["a javascript: URL", "javascript:alert(1)", SHOP_HOSTS],
    ["a relative path", "/checkouts/cn/abc", SHOP_HOSTS],
    ["an empty string", "", SHOP_HOSTS],
    ["credentials in the URL", "https://user:pass@matchaglow.ae/checkouts", SHOP_HOSTS],
    ["a local server on another port", "http://127.0.0.1:4000/checkouts/cn/abc", ["127.0.0.1:3299"]],
    ["any host when nothing is allowed", "https://matchaglow.ae/checkouts", []],
    ["a blank allowed host", "https://matchaglow.ae/checkouts", ["", "  "]],
  ])("refuses %s", (_label, url, hosts) => {
    expect(isAllowedCheckoutUrl(url, hosts)).toBe(false);
  });
});
