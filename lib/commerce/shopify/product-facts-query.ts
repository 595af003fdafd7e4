import "server-only";

/**
 * The commercial facts of one product as Shopify knows them: price, compare-at price, availability and the variant
 * to sell. `@inContext(country: AE)` asks for the UAE market's prices in AED, whatever the store's base currency.
 * The shop sells one variant per product, so the first variant is the one.
 */
const productFactsFields = /* GraphQL */ `
  fragment ProductFactsFields on Product {
    id
    handle
    title
    availableForSale
    variants(first: 1) {
      nodes {
        id
        availableForSale
        price {
          amount
          currencyCode
        }
        compareAtPrice {
          amount
          currencyCode
        }
      }
    }
  }
`;

export const productFactsByHandleQuery = /* GraphQL */ `
  query ProductFactsByHandle($handle: String!) @inContext(country: AE) {
    product(handle: $handle) {
      ...ProductFactsFields
    }
  }
  ${productFactsFields}
`;

export const productFactsByIdQuery = /* GraphQL */ `
  query ProductFactsById($id: ID!) @inContext(country: AE) {
    product(id: $id) {
      ...ProductFactsFields
    }
  }
  ${productFactsFields}
`;
