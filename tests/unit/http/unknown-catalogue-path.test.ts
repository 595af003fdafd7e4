import { keepNotFoundUncached, unknownCatalogueTarget, UNKNOWN_BUNDLE_PATH, UNKNOWN_ORDER_PATH, UNKNOWN_PRODUCT_PATH } from "@/lib/http/unknown-catalogue-path.mjs";

const known = new Set(["/en", "/ar", "/en/products/matcha-clay-mask", "/ar/products/matcha-clay-mask", "/en/bundles/matcha-ritual"]);

describe("unknownCatalogueTarget", () => {
  test.each([
    ["/products/no-such-thing", UNKNOWN_PRODUCT_PATH],
    ["/products/no-such-thing?_rsc=abc", `${UNKNOWN_PRODUCT_PATH}?_rsc=abc`],
    ["/products/%6E%6F-such", UNKNOWN_PRODUCT_PATH],
    ["/products/<script>", UNKNOWN_PRODUCT_PATH],
    ["/unknown-product", UNKNOWN_PRODUCT_PATH],
    ["/ar/products/no-such-thing", `/ar${UNKNOWN_PRODUCT_PATH}`],
    ["/ar/unknown-product?x=1", `/ar${UNKNOWN_PRODUCT_PATH}?x=1`],
    ["/bundles/nope", UNKNOWN_BUNDLE_PATH],
    ["/ar/bundles/nope?_rsc=1", `/ar${UNKNOWN_BUNDLE_PATH}?_rsc=1`],
    ["/unknown-bundle", UNKNOWN_BUNDLE_PATH],
    ["/unknown-order", UNKNOWN_ORDER_PATH],
    ["/ar/unknown-order", `/ar${UNKNOWN_ORDER_PATH}`],
  ])("sends the unknown catalogue entry %p to the per-request page", (url, target) => {
    expect(unknownCatalogueTarget(url, known)).toBe(target);
  });

  test.each(["/products/matcha-clay-mask", "/products/matcha-clay-mask?ref=home", "/products/%6Datcha-clay-mask", "/products", "/products/", "/products/a/b", "/bundles/matcha-ritual", "/collection", "/products/%E0%A4%A", "/ar/products/matcha-clay-mask", "/ar/collection"])(
    "leaves %p to Next.js",
    (url) => {
      expect(unknownCatalogueTarget(url, known)).toBeNull();
    },
  );
});

async function answerThrough(given: number, notFound: boolean) {
  const { createServer } = await import("node:http");
  const server = createServer((_request, response) => {
    keepNotFoundUncached(response, { notFound });
    response.setHeader("Cache-Control", "s-maxage=31536000");
    response.statusCode = given;
    response.end("Product Not Found");
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  const answer = await fetch(`http://127.0.0.1:${port}/`);
  server.close();
  return { status: answer.status, cacheControl: answer.headers.get("cache-control") };
}

describe("keepNotFoundUncached", () => {
  test.each([
    [200, 404],
    [304, 304],
    [500, 500],
  ])("for an unknown product turns a %p from Next.js into %p with no-store", async (given, expected) => {
    expect(await answerThrough(given, true)).toEqual({ status: expected, cacheControl: "private, no-store" });
  });

  test.each([
    [404, "private, no-store"],
    [200, "s-maxage=31536000"],
  ])("for any other path keeps a %p's status and sends Cache-Control %p", async (given, cacheControl) => {
    expect(await answerThrough(given, false)).toEqual({ status: given, cacheControl });
  });

  test("a caching header handed to writeHead itself is replaced on a 404", async () => {
    const { createServer } = await import("node:http");
    const server = createServer((_request, response) => {
      keepNotFoundUncached(response);
      response.writeHead(404, { "Cache-Control": "public, s-maxage=60" });
      response.end("gone");
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const { port } = server.address() as { port: number };
    const answer = await fetch(`http://127.0.0.1:${port}/`);
    server.close();
    expect(answer.headers.get("cache-control")).toBe("private, no-store");
  });
});
