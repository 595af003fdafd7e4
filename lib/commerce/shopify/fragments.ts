import "server-only";

// Line counts differ between reads (50) and mutations (100), so `lines(...)` is written in each document, not here.

export const moneyFragment = /* GraphQL */ `
  fragment MoneyFields on MoneyV2 {
    amount
    currencyCode
  }
`;

export const cartLineFragment = /* GraphQL */ `
  fragment CartLineFields on BaseCartLine {
    id
    quantity
    cost {
      totalAmount {
        ...MoneyFields
      }
    }
    merchandise {
      ... on ProductVariant {
        id
        title
        price {
          ...MoneyFields
        }
        image {
          url
          altText
        }
        product {
          id
          title
          handle
        }
      }
    }
  }
`;

export const cartFragment = /* GraphQL */ `
  fragment CartFields on Cart {
    id
    checkoutUrl
    totalQuantity
    cost {
      totalAmount {
        ...MoneyFields
      }
      subtotalAmount {
        ...MoneyFields
      }
      # Taxes are Shopify's on this provider: the cart shows the figure Shopify reports. Deprecated since 2025-01 and
      # null where Shopify no longer reports it; the cart API has no taxesIncluded field (only orders have one).
      totalTaxAmount {
        ...MoneyFields
      }
    }
    discountCodes {
      code
      applicable
    }
    discountAllocations {
      discountedAmount {
        ...MoneyFields
      }
    }
  }
`;

/** Every fragment a cart document spreads, appended once to each document. */
export const cartFragments = `${cartFragment}${cartLineFragment}${moneyFragment}`;
