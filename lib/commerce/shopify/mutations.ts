import "server-only";
import { cartFragments } from "./fragments";

/** The part every cart mutation returns: the whole cart (up to 100 lines) and the shopper-facing problems. */
const cartPayload = /* GraphQL */ `
  cart {
    ...CartFields
    lines(first: 100) {
      edges {
        node {
          ...CartLineFields
        }
      }
    }
  }
  userErrors {
    field
    message
  }
`;

export const cartCreateMutation = /* GraphQL */ `
  mutation CartCreate($input: CartInput) {
    cartCreate(input: $input) {
      ${cartPayload}
    }
  }
  ${cartFragments}
`;

export const cartLinesAddMutation = /* GraphQL */ `
  mutation CartLinesAdd($cartId: ID!, $lines: [CartLineInput!]!) {
    cartLinesAdd(cartId: $cartId, lines: $lines) {
      ${cartPayload}
    }
  }
  ${cartFragments}
`;

export const cartLinesUpdateMutation = /* GraphQL */ `
  mutation CartLinesUpdate($cartId: ID!, $lines: [CartLineUpdateInput!]!) {
    cartLinesUpdate(cartId: $cartId, lines: $lines) {
      ${cartPayload}
    }
  }
  ${cartFragments}
`;

export const cartLinesRemoveMutation = /* GraphQL */ `
  mutation CartLinesRemove($cartId: ID!, $lineIds: [ID!]!) {
    cartLinesRemove(cartId: $cartId, lineIds: $lineIds) {
      ${cartPayload}
    }
  }
  ${cartFragments}
`;

/** Replaces the cart's codes; Shopify answers an unknown or unusable code with `applicable: false`, not a userError. */
export const cartDiscountCodesUpdateMutation = /* GraphQL */ `
  mutation CartDiscountCodesUpdate($cartId: ID!, $discountCodes: [String!]!) {
    cartDiscountCodesUpdate(cartId: $cartId, discountCodes: $discountCodes) {
      ${cartPayload}
    }
  }
  ${cartFragments}
`;
