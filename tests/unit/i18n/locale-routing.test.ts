import { languageAlternates } from "@/lib/i18n/alternates";
import { localizedPath } from "@/lib/i18n/locales";
import { otherLocale, pathInLocale } from "@/lib/i18n/switch-locale";
import { hrefInLocale } from "@/components/i18n/localized-link";

describe("localizedPath", () => {
  test.each([
    ["en", "/collection", "/collection"],
    ["ar", "/collection", "/ar/collection"],
    ["ar", "/", "/ar"],
    ["ar", "/#faq", "/ar#faq"],
    ["ar", "/?ref=mail", "/ar?ref=mail"],
    ["ar", "/track-order?number=1001", "/ar/track-order?number=1001"],
  ] as const)("%s %s → %s", (locale, path, expected) => expect(localizedPath(locale, path)).toBe(expected));
});

describe("the language switch's target", () => {
  test.each([
    ["/collection", "ar", "", "/ar/collection"],
    // English pages are rendered under /en by the rewrite; the link must be the same before and after hydration.
    ["/en/collection", "ar", "", "/ar/collection"],
    ["/en", "ar", "", "/ar"],
    ["/", "ar", "", "/ar"],
    ["/ar/products/matcha-clay-mask", "en", "", "/products/matcha-clay-mask"],
    ["/ar", "en", "", "/"],
    ["/ar#faq", "en", "", "/#faq"],
    ["/ar/track-order", "en", "number=1001&email=a%40b.ae", "/track-order?number=1001&email=a%40b.ae"],
    ["/account/sign-in", "ar", "?next=%2Faccount", "/ar/account/sign-in?next=%2Faccount"],
  ] as const)("%s → %s (query %p) is %s", (pathname, target, search, expected) =>
    expect(pathInLocale(pathname, target, search)).toBe(expected),
  );

  test("offers the other language", () => {
    expect(otherLocale("en")).toBe("ar");
    expect(otherLocale("ar")).toBe("en");
  });
});

describe("hreflang alternates", () => {
  test("name every language and point x-default at English", () => {
    expect(languageAlternates("/about")).toEqual({ en: "/about", ar: "/ar/about", "x-default": "/about" });
    expect(languageAlternates("/")).toEqual({ en: "/", ar: "/ar", "x-default": "/" });
  });
});

describe("links in shop components", () => {
  test.each([
    ["ar", "/collection", "/ar/collection"],
    ["en", "/collection", "/collection"],
    ["ar", "/ar/collection", "/ar/collection"],
    ["ar", "/ar#faq", "/ar#faq"],
    ["ar", "/ar?ref=mail", "/ar?ref=mail"],
    ["ar", "#reviews", "#reviews"],
    ["ar", "https://example.com/x", "https://example.com/x"],
    ["ar", "//cdn.example.com/x", "//cdn.example.com/x"],
  ] as const)("in %s, %s links to %s", (locale, href, expected) => expect(hrefInLocale(href, locale)).toBe(expected));
});
