export type StorefrontCatalogueItem = {
  merchandiseId: string;
  productId: string;
  title: string;
  handle: string;
  price: number;
  image: string;
  /** Shopify's compare-at price; null or absent when there is none. */
  compareAtPrice?: number | null;
  /** Default true. */
  availableForSale?: boolean;
};

/** What POST /__test/product (or editProduct) changes on one product's only variant. */
export type StorefrontProductChange = {
  handle: string;
  price?: number;
  compareAtPrice?: number | null;
  availableForSale?: boolean;
};

export type StorefrontGraphqlErrorPreset = "access-denied" | "unauthorized" | "throttled" | "rate-limited" | "other";

/**
 * How the next requests fail; `{ kind: "ok" }` answers normally. With `operation` (e.g. "CartLinesAdd") only that
 * operation is affected and counted against `times`.
 */
export type StorefrontMode = StorefrontFailure & { operation?: string };

type StorefrontFailure =
  | { kind: "ok" }
  /**
   * Carries the request out, then drops the connection (-drop) or never answers (-hang): the client cannot know it
   * applied.
   */
  | { kind: "apply-then-drop" }
  | { kind: "apply-then-hang" }
  | { kind: "status"; status: number }
  | { kind: "hang" }
  | { kind: "drop" }
  | { kind: "malformed" }
  | { kind: "invalid-token" }
  | { kind: "graphql-error"; error: StorefrontGraphqlErrorPreset }
  | { kind: "graphql-error"; errors: Array<{ message: string; extensions?: Record<string, unknown> }> }
  | { kind: "user-errors"; messages: string[] }
  /** Answers normally, except that every cart's checkoutUrl is on `https://<host>` (default evil.example). */
  | { kind: "foreign-checkout"; host?: string };

export type StorefrontRequest = {
  apiVersion: string;
  operationName: string | null;
  headers: Record<string, string | string[] | undefined>;
  query: string | undefined;
  variables: Record<string, unknown>;
};

export type StorefrontServerOptions = {
  port?: number;
  host?: string;
  publicToken?: string;
  privateToken?: string;
  catalogue?: StorefrontCatalogueItem[];
  currencyCode?: string;
  shopName?: string;
  /** Accepted discount codes and their percent off; default DEFAULT_DISCOUNT_CODES. */
  discountCodes?: Record<string, number>;
};

export type StoredCart = {
  id: string;
  token: string;
  lines: Array<{ id: string; merchandiseId: string; quantity: number }>;
  discountCodes: string[];
};

export type StorefrontServer = {
  /** The server's origin, e.g. http://127.0.0.1:41234. */
  url: string;
  /** The value to give SHOPIFY_STORE_DOMAIN. */
  domain: string;
  publicToken: string;
  privateToken: string;
  /** Every GraphQL request received, in order, including refused ones. */
  requests: StorefrontRequest[];
  /** Applies `mode` to the next `times` GraphQL requests (all of them when omitted), then answers normally again. */
  setMode(mode: StorefrontMode, options?: { times?: number }): void;
  getCart(cartId: string): StoredCart | null;
  /** Changes a product as a merchant would in Shopify's admin; null for an unknown handle. */
  editProduct(change: StorefrontProductChange): StorefrontCatalogueItem | null;
  close(): Promise<void>;
};

/** The server's built-in copy of content/catalog.ts, used when no catalogue is given. */
export const defaultCatalogue: StorefrontCatalogueItem[];
export const DEFAULT_PUBLIC_TOKEN: string;
export const DEFAULT_PRIVATE_TOKEN: string;
export const DEFAULT_DISCOUNT_CODES: Record<string, number>;
export function startStorefrontServer(options?: StorefrontServerOptions): Promise<StorefrontServer>;
