import { createRouteLabeller, pathnameOf, PUBLIC_FILE_ROUTE, UNMATCHED_ROUTE } from "@/lib/metrics/route-label";

// The shape of .next/routes-manifest.json, with regexes as Next.js writes them.
const manifest = {
  staticRoutes: [{ page: "/api/health" }, { page: "/api/health/ready" }, { page: "/robots.txt" }, { page: "/admin" }],
  dynamicRoutes: [
    { page: "/[locale]", regex: "^/([^/]+?)(?:/)?$" },
    { page: "/[locale]/products/[slug]", regex: "^/([^/]+?)/products/([^/]+?)(?:/)?$" },
    { page: "/[locale]/cart", regex: "^/([^/]+?)/cart(?:/)?$" },
    { page: "/admin/orders/[id]", regex: "^/admin/orders/([^/]+?)(?:/)?$" },
    { page: "/[locale]/[...missing]", regex: "^/([^/]+?)/(.+?)(?:/)?$" },
  ],
};
const labelOf = createRouteLabeller(manifest, new Set(["/images/hero.jpg"]));

describe("route labels", () => {
  test.each([
    ["/", "/[locale]"],
    ["/ar", "/[locale]"],
    ["/products/matcha-clay-mask", "/[locale]/products/[slug]"],
    ["/ar/products/matcha-clay-mask", "/[locale]/products/[slug]"],
    ["/products/matcha-clay-mask/", "/[locale]/products/[slug]"],
    ["/cart", "/[locale]/cart"],
    ["/api/health", "/api/health"],
    ["/api/health/ready", "/api/health/ready"],
    ["/robots.txt", "/robots.txt"],
    ["/admin/orders/5b0c7c9e-1d1e-4a5e-9d7e-3f2a1b0c9d8e", "/admin/orders/[id]"],
    ["/images/hero.jpg", PUBLIC_FILE_ROUTE],
    ["/_next/static/chunks/app-1234.js", "/_next/static"],
    ["/_next/image", "/_next/image"],
    ["/some/unknown/page", "/[locale]/[...missing]"],
    // As Next.js routes them: the locale segment takes anything, and the page answers not found.
    ["/api/no-such-route", "/[locale]/[...missing]"],
    ["/admin/no/such/page", "/[locale]/[...missing]"],
  ])("%s is %s", (path, label) => {
    expect(labelOf(path)).toBe(label);
  });

  test("stay a bounded set however many different paths arrive", () => {
    const labels = new Set<string>();
    for (let index = 0; index < 5_000; index++) {
      const id = `${index.toString(36)}-${Math.random().toString(36).slice(2)}`;
      for (const path of [
        `/products/${id}`,
        `/ar/products/${id}`,
        `/admin/orders/${id}`,
        `/api/${id}`,
        `/${id}`,
        `/${id}/${id}/${id}`,
        `/_next/static/chunks/${id}.js`,
        `/api/health/${id}`,
      ])
        labels.add(labelOf(pathnameOf(`${path}?q=${id}#${id}`)));
    }
    // The manifest's routes (five dynamic, four fixed) plus the fixed buckets, never a path or a query.
    expect(labels.size).toBeLessThanOrEqual(
      manifest.staticRoutes.length + manifest.dynamicRoutes.length + 4 /* _next kinds, public, unmatched */,
    );
    for (const label of labels) expect(label).not.toMatch(/[?#]|\d{3,}/);
  });

  test("without a manifest every page is unmatched, still one label", () => {
    const bare = createRouteLabeller(null);
    expect(new Set(["/products/a", "/cart", "/api/x"].map(bare))).toEqual(new Set([UNMATCHED_ROUTE]));
  });
});

describe("pathnameOf", () => {
  test.each([
    [undefined, "/"],
    ["/cart?step=2", "/cart"],
    ["/products/a#reviews", "/products/a"],
    ["/%63art", "/cart"],
    ["/%E0%A4%A", "/%E0%A4%A"],
  ])("%p is %p", (url, path) => {
    expect(pathnameOf(url)).toBe(path);
  });
});
