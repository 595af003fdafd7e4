import type {
  BaseCartLine,
  Cart as StorefrontCart,
  CartDiscountCode,
  CartUserError,
  Domain,
  Image,
  MoneyV2,
  Product,
  ProductVariant,
  Shop,
} from "@shopify/hydrogen-react/storefront-api-types";

// The shapes our documents select, narrowed from the Storefront API schema types so a renamed field fails to compile.

export type ShopifyMoney = Pick<MoneyV2, "amount" | "currencyCode">;

export type ShopifyVariant = Pick<ProductVariant, "id" | "title"> & {
  price: ShopifyMoney;
  image?: Pick<Image, "url" | "altText"> | null;
  product: Pick<Product, "id" | "title" | "handle">;
};

export type ShopifyCartLine = Pick<BaseCartLine, "id" | "quantity"> & {
  cost: { totalAmount: ShopifyMoney };
  merchandise: ShopifyVariant;
};

export type ShopifyCart = Pick<StorefrontCart, "id" | "checkoutUrl" | "totalQuantity"> & {
  /** totalTaxAmount: null when Shopify does not report the tax (it is deprecated in the cart API since 2025-01). */
  cost: { totalAmount: ShopifyMoney; subtotalAmount: ShopifyMoney; totalTaxAmount?: ShopifyMoney | null };
  discountCodes: Array<Pick<CartDiscountCode, "code" | "applicable">>;
  discountAllocations: Array<{ discountedAmount: ShopifyMoney }>;
  lines: { edges: Array<{ node: ShopifyCartLine }> };
};

export type ShopifyUserError = Pick<CartUserError, "field" | "message">;

export type ShopifyCartPayload = { cart?: ShopifyCart | null; userErrors: ShopifyUserError[] } | null;

export type ShopInfoData = { shop: Pick<Shop, "name"> & { primaryDomain: Pick<Domain, "host" | "url"> } };
export type GetCartData = { cart: ShopifyCart | null };
export type CartCreateData = { cartCreate: ShopifyCartPayload };
export type CartLinesAddData = { cartLinesAdd: ShopifyCartPayload };
export type CartLinesUpdateData = { cartLinesUpdate: ShopifyCartPayload };
export type CartLinesRemoveData = { cartLinesRemove: ShopifyCartPayload };
export type CartDiscountCodesUpdateData = { cartDiscountCodesUpdate: ShopifyCartPayload };

export type ShopifyProductFactsVariant = Pick<ProductVariant, "id" | "availableForSale"> & {
  price: ShopifyMoney;
  compareAtPrice?: ShopifyMoney | null;
};

export type ShopifyProductFacts = Pick<Product, "id" | "handle" | "title" | "availableForSale"> & {
  variants: { nodes: ShopifyProductFactsVariant[] };
};

export type ProductFactsData = { product: ShopifyProductFacts | null };
