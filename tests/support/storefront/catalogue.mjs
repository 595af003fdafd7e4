/**
 * The variants the local Storefront server sells: a copy of content/catalog.ts (ids, prices, names), kept in
 * plain JavaScript so the server also runs as a bare `node` process for end-to-end tests.
 * tests/unit/shopify/storefront-server.test.ts fails when the two drift apart.
 */
export const defaultCatalogue = [
  {
    merchandiseId: "gid://shopify/ProductVariant/4801000000001",
    productId: "gid://shopify/Product/8001000000001",
    title: "Matcha Clay Mask",
    handle: "matcha-clay-mask",
    price: 99,
    image: "/images/products/matcha-clay-mask-1.webp",
  },
  {
    merchandiseId: "gid://shopify/ProductVariant/4801000000002",
    productId: "gid://shopify/Product/8001000000002",
    title: "Collagen Essence",
    handle: "collagen-essence",
    price: 94,
    image: "/images/products/collagen-essence-1.webp",
  },
  {
    merchandiseId: "gid://shopify/ProductVariant/4801000000003",
    productId: "gid://shopify/Product/8001000000003",
    title: "Matcha Pure Cleanser",
    handle: "matcha-pure-cleanser",
    price: 89,
    image: "/images/products/matcha-pure-cleanser-1.webp",
  },
  {
    merchandiseId: "gid://shopify/ProductVariant/4801000000010",
    productId: "gid://shopify/Product/8001000000010",
    title: "The Matcha Ritual",
    handle: "matcha-ritual",
    price: 239,
    image: "/images/bundles/matcha-ritual-1.webp",
  },
];

/**
 * What a merchant changes in Shopify's admin: the price, the compare-at price (null clears it) and whether the
 * product can be sold. Returns the edited item, or null for an unknown handle.
 */
export function editProduct(catalogue, { handle, price, compareAtPrice, availableForSale }) {
  const item = catalogue.find((candidate) => candidate.handle === handle);
  if (!item) return null;
  if (typeof price === "number" && price > 0) item.price = price;
  if (compareAtPrice === null || (typeof compareAtPrice === "number" && compareAtPrice > 0))
    item.compareAtPrice = compareAtPrice;
  if (typeof availableForSale === "boolean") item.availableForSale = availableForSale;
  return { ...item };
}
