import { popupStaysClosedOn } from "@/lib/newsletter/popup-paths";

describe("where the newsletter popup may open", () => {
  test.each([
    ["/account", true],
    ["/account/two-factor", true],
    ["/ar/account/orders", true],
    ["/ar/account", true],
    ["/admin/orders", true],
    ["/", false],
    ["/ar", false],
    ["/collection", false],
    ["/ar/products/matcha-clay-mask", false],
    ["/accounts-of-matcha", false],
  ])("%s: stays closed %p", (pathname, closed) => {
    expect(popupStaysClosedOn(pathname)).toBe(closed);
  });
});
