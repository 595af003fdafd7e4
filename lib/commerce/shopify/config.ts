import "server-only";
import { z } from "zod";

import { STOREFRONT_API_VERSION, storefrontApiVersionSchema } from "./api-version";

/** A value left empty in a .env file means "not set", not "set to nothing". */
const emptyToUndefined = (value: unknown) => (typeof value === "string" && value.trim() === "" ? undefined : value);
const optionalText = z.preprocess(emptyToUndefined, z.string().trim().optional());

const LOCAL_HOSTS = new Set(["127.0.0.1", "localhost"]);

/**
 * Either a bare host (`matcha-glow.myshopify.com`) or an origin. Plain http is accepted only for a
 * local test server, because the access token travels in a header.
 */
const storeDomainSchema = z
  .string()
  .trim()
  .min(1)
  .transform((value, context) => {
    const origin = value.includes("://") ? value : `https://${value}`;
    try {
      const url = new URL(origin);
      const isLocal = LOCAL_HOSTS.has(url.hostname);
      if (url.protocol === "https:" || (url.protocol === "http:" && isLocal)) return `${url.protocol}//${url.host}`;
    } catch {
      // reported below
    }
    context.addIssue({
      code: "custom",
      message: "must be a host name or an https origin (http only for 127.0.0.1/localhost)",
    });
    return z.NEVER;
  });

const shopifyEnvSchema = z
  .object({
    SHOPIFY_STORE_DOMAIN: z.preprocess(emptyToUndefined, storeDomainSchema),
    SHOPIFY_API_VERSION: z.preprocess(emptyToUndefined, storefrontApiVersionSchema.default(STOREFRONT_API_VERSION)),
    SHOPIFY_STOREFRONT_PRIVATE_TOKEN: optionalText,
    SHOPIFY_STOREFRONT_PUBLIC_TOKEN: optionalText,
  })
  .refine((env) => env.SHOPIFY_STOREFRONT_PRIVATE_TOKEN ?? env.SHOPIFY_STOREFRONT_PUBLIC_TOKEN, {
    message: "set SHOPIFY_STOREFRONT_PRIVATE_TOKEN or SHOPIFY_STOREFRONT_PUBLIC_TOKEN",
    path: ["SHOPIFY_STOREFRONT_PRIVATE_TOKEN"],
  });

export type ShopifyConfig = {
  /** An origin such as `https://matcha-glow.myshopify.com`. */
  storeDomain: string;
  apiVersion: string;
  privateToken?: string;
  publicToken?: string;
};

/** A deployment mistake, not a shopper-facing failure: it names the variables but never their values. */
export class ShopifyConfigError extends Error {
  readonly code = "shopify_config";

  constructor(message: string) {
    super(message);
    this.name = "ShopifyConfigError";
  }
}

export function getShopifyConfig(env: Record<string, string | undefined> = process.env): ShopifyConfig {
  const parsed = shopifyEnvSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`);
    throw new ShopifyConfigError(`Shopify is not configured: ${problems.join("; ")}`);
  }
  return {
    storeDomain: parsed.data.SHOPIFY_STORE_DOMAIN,
    apiVersion: parsed.data.SHOPIFY_API_VERSION,
    privateToken: parsed.data.SHOPIFY_STOREFRONT_PRIVATE_TOKEN,
    publicToken: parsed.data.SHOPIFY_STOREFRONT_PUBLIC_TOKEN,
  };
}
