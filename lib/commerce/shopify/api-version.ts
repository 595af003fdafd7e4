import { z } from "zod";

/**
 * The Storefront API version the shop asks for unless SHOPIFY_API_VERSION names another: the one its GraphQL
 * documents are validated against, the schema @shopify/hydrogen-react ships (its 2026.4 releases are built for
 * 2026-04, and it warns at start about any other). Move it with hydrogen-react, inside Shopify's 12-month support
 * window.
 */
export const STOREFRONT_API_VERSION = "2026-04";

/** A Storefront API version as Shopify names them (`2026-04`) or `unstable`; the one rule lib/env.ts and the Shopify
 * config both apply. */
export const storefrontApiVersionSchema = z
  .string()
  .trim()
  .regex(/^(\d{4}-\d{2}|unstable)$/, "must be a Storefront API version such as 2026-04");
