import { expect, test } from "@playwright/test";

import { prerenderedRoutes } from "../../scripts/build-output.mjs";
import { activeBundles } from "@/content/bundles";
import { products } from "@/content/products";

/**
 * Currency conversion happens in the browser so that the catalogue stays prerendered and identical for every
 * shopper: the build must still list every catalogue page as prerendered (and the rates payload must be the same
 * for everyone).
 */
test("every catalogue page is prerendered by the build, in English and in Arabic", () => {
  const prerendered = new Set(prerenderedRoutes());
  const catalogue = [
    "/",
    "/collection",
    ...products.map((product) => `/products/${product.slug}`),
    ...activeBundles.map((bundle) => `/bundles/${bundle.slug}`),
  ];
  // The pages live under app/[locale]: the build names English ones /en/... (served unprefixed) and Arabic ones
  // /ar/....
  const routes = catalogue.flatMap((route) => [`/en${route === "/" ? "" : route}`, `/ar${route === "/" ? "" : route}`]);
  expect(routes.filter((route) => !prerendered.has(route))).toEqual([]);
});

test("a catalogue page is the same document whatever the shopper's currency or country", async ({ request }) => {
  const plain = await request.get("/products/matcha-clay-mask");
  const other = await request.get("/products/matcha-clay-mask", {
    headers: { cookie: "selected-currency=SAR", "cf-ipcountry": "SA" },
  });
  expect(plain.headers()["x-nextjs-cache"] ?? plain.headers()["x-nextjs-prerender"]).toBeTruthy();
  expect(await other.text()).toBe(await plain.text());
});
