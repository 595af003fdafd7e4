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
