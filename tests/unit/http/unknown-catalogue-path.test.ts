// The matcher Next.js applies to next.config.ts rewrites and headers, so these patterns are checked as routed.
import { getPathMatch } from "next/dist/shared/lib/router/utils/path-match";

import {
  NOT_FOUND_CACHE_CONTROL,
  unknownCatalogueHeaders,
  unknownCatalogueRewrites,
} from "@/lib/http/unknown-catalogue-path";

const slugs = { products: ["matcha-clay-mask", "matcha-toner"], bundles: ["matcha-ritual"] };

/** Where the rewrites send `pathname`, or null when Next.js routes it as it is. */
function rewrittenTo(pathname: string): string | null {
  const rule = unknownCatalogueRewrites(slugs).find(({ source }) => getPathMatch(source)(pathname));
  return rule?.destination ?? null;
}

describe("unknownCatalogueRewrites", () => {
  test.each([
    ["/products/no-such-thing", "/en/unknown-product"],
    ["/products/matcha-clay-mask-2", "/en/unknown-product"],
    ["/products/<script>", "/en/unknown-product"],
    ["/ar/products/no-such-thing", "/ar/unknown-product"],
    ["/bundles/nope", "/en/unknown-bundle"],
    ["/ar/bundles/matcha-clay-mask", "/ar/unknown-bundle"],
  ])("sends the unknown catalogue entry %p to %p", (pathname, destination) => {
    expect(rewrittenTo(pathname)).toBe(destination);
  });

  test.each([
    "/products/matcha-clay-mask",
    "/products/matcha-toner",
    "/ar/products/matcha-clay-mask",
    "/bundles/matcha-ritual",
    "/products",
    "/products/a/b",
    "/collection",
    "/ar/collection",
  ])("leaves %p to its own route", (pathname) => {
    expect(rewrittenTo(pathname)).toBeNull();
  });

  test("refuses a slug that would change the pattern", () => {
    expect(() => unknownCatalogueRewrites({ products: ["a|b"], bundles: [] })).toThrow(/kebab-case/);
  });
});

describe("unknownCatalogueHeaders", () => {
  const cacheControlFor = (pathname: string) =>
    unknownCatalogueHeaders(slugs)
      .filter(({ source }) => getPathMatch(source)(pathname))
      .flatMap(({ headers }) => headers.filter(({ key }) => key === "Cache-Control").map(({ value }) => value));

  test.each([
    "/products/no-such-thing",
    "/ar/bundles/nope",
    "/unknown-product",
    "/ar/unknown-product",
    "/unknown-bundle",
    "/unknown-order",
    "/ar/unknown-order",
  ])("keeps the 404 for %p out of every cache", (pathname) => {
    expect(cacheControlFor(pathname)).toEqual([NOT_FOUND_CACHE_CONTROL]);
  });

  test.each(["/products/matcha-clay-mask", "/bundles/matcha-ritual", "/"])(
    "leaves the caching of %p to Next.js",
    (pathname) => {
      expect(cacheControlFor(pathname)).toEqual([]);
    },
  );
});
