import "server-only";
import { cartFragments } from "./fragments";

export const shopQuery = /* GraphQL */ `
  query ShopInfo {
    shop {
      name
      primaryDomain {
        host
        url
      }
    }
  }
`;

export const getCartQuery = /* GraphQL */ `
  query GetCart($cartId: ID!) {
    cart(id: $cartId) {
      ...CartFields
      lines(first: 50) {
        edges {
          node {
            ...CartLineFields
          }
        }
      }
    }
  }
  ${cartFragments}
`;
