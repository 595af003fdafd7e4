import "server-only";

import { z } from "zod";

import { STOREFRONT_API_VERSION, storefrontApiVersionSchema } from "@/lib/commerce/shopify/api-version";
import {
  checkoutComOnlyMethods,
  inShopOrder,
  onlinePaymentMethods,
  type OnlinePaymentMethod,
} from "@/content/payment-methods";

/** Empty strings in .env files mean "not set", not "set to nothing". */
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === "" ? undefined : value), schema.optional());

const envSchema = z.object({
  NODE_ENV: z.enum(["development", "test", "production"]).default("development"),
  /** Postgres connection string; when unset the shop uses embedded PGlite under DATA_DIR. */
  DATABASE_URL: optional(z.url()),
  /** Folder for the shop's local data; PGlite lives in DATA_DIR/pglite. */
  DATA_DIR: optional(z.string().trim().min(1)).transform((value) => value ?? "./data"),
  COMMERCE_PROVIDER: optional(z.enum(["local", "shopify"])).transform((value) => value ?? "local"),
  SHOPIFY_STORE_DOMAIN: optional(z.string().trim().min(1)),
  SHOPIFY_STOREFRONT_PUBLIC_TOKEN: optional(z.string().trim().min(1)),
  SHOPIFY_STOREFRONT_PRIVATE_TOKEN: optional(z.string().trim().min(1)),
  SHOPIFY_API_VERSION: optional(storefrontApiVersionSchema).transform((value) => value ?? STOREFRONT_API_VERSION),
  SHOPIFY_WEBHOOK_SECRET: optional(z.string().min(1)),
  SHOP_CHECKOUT_DOMAIN: optional(z.string().trim().min(1)),
  NEXT_PUBLIC_SITE_URL: optional(z.url()),
  /** smtp(s)://user:pass@host:port; when unset every e-mail stays in the outbox table. */
  SMTP_URL: optional(z.url()),
  /** Sender of every shop e-mail, e.g. 'Matcha Glow <hello@matchaglow.ae>'. */
  MAIL_FROM: optional(z.string().trim().min(3)),
  /** Where contact messages are delivered; defaults to the brand's contact address. */
  CONTACT_INBOX: optional(z.email()),
  /**
   * The owner's own inbox: new orders, the daily summary and mail alerts go there, and so do the low-stock and payment
   * alerts (which fall back to CONTACT_INBOX). Unset: no order notices, summary or mail alerts are sent.
   */
  SHOP_OWNER_EMAIL: optional(z.email()),
  /** A new order's e-mail to the owner: one per order (each), listed in the daily summary only (digest), or none. */
  SHOP_OWNER_ORDER_EMAILS: optional(z.enum(["each", "digest", "off"])).transform((value) => value ?? "each"),
  /** The language of the owner's notices and daily summary. */
  SHOP_OWNER_LOCALE: optional(z.enum(["en", "ar"])).transform((value) => value ?? "en"),
  /**
   * E-mail marketing provider's subscribe endpoint; with NEWSLETTER_PROVIDER_LIST_ID, every new signup is forwarded.
   */
  NEWSLETTER_PROVIDER_URL: optional(z.url()),
  /** The provider's list id, sent as the form field `g`. */
  NEWSLETTER_PROVIDER_LIST_ID: optional(z.string().trim().min(1).max(100)),
  /** Shared rate-limit store; without it the limits live in the shop's database. */
  REDIS_URL: optional(z.url()),
  /** The public AED rate file, tried first (a JSON file with the rates under the `aed` key). */
  EXCHANGE_RATES_PRIMARY_URL: optional(z.url()).transform(
    (value) => value ?? "https://cdn.jsdelivr.net/npm/@fawazahmed0/currency-api@latest/v1/currencies/aed.json",
  ),
  /** The same file from a second host, tried when the first fails. */
  EXCHANGE_RATES_FALLBACK_URL: optional(z.url()).transform(
    (value) => value ?? "https://latest.currency-api.pages.dev/v1/currencies/aed.json",
  ),
  /** The ad pixel's id; public by nature (it is in every page that fires the pixel). Unset: no banner, no events. */
  NEXT_PUBLIC_AD_PIXEL_ID: optional(
    z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9_-]{1,64}$/),
  ),
  /**
   * Digits of the Arabic shop: 'latn' (default, 0-9) or 'arab' (Arabic-Indic). Read by lib/i18n/format.ts, in the
   * browser too.
   */
  NEXT_PUBLIC_ARABIC_DIGITS: optional(z.enum(["latn", "arab"])),
  /**
   * Signs and encrypts sessions, tokens and TOTP secrets (at least 32 characters). Required in production with
   * DATABASE_URL; the embedded PGlite default generates one on first run and keeps it in DATA_DIR.
   */
  BETTER_AUTH_SECRET: optional(z.string().min(32, "must be at least 32 characters")),
  /** The origin links in account e-mails point to; defaults to NEXT_PUBLIC_SITE_URL. */
  BETTER_AUTH_URL: optional(z.url()),
  /** How many proxies in front of the app append to X-Forwarded-For (read by server.ts; 0 trusts none). */
  TRUSTED_PROXY_HOPS: optional(z.coerce.number().int().min(0).max(5)).transform((value) => value ?? 0),
  /**
   * Set to 1 by playwright.config.ts only: opens POST /api/test/discount-codes (seeds welcome codes) and
   * POST /api/test/admin-set-up (what `npm run admin:create` does), for loopback callers.
   */
  E2E_TEST_HOOKS: optional(z.literal("1")),
  /**
   * Bearer token of GET /api/metrics (Prometheus; docs/operations.md, Metrics). Unset, the endpoint answers 404.
   */
  METRICS_TOKEN: optional(z.string().trim().min(16, "must be at least 16 characters")),
  /**
   * A Sentry-compatible collector's DSN (Sentry, self-hosted GlitchTip): server errors are sent to it
   * (lib/observability; docs/operations.md, Logs and error reports). Unset, errors are only logged.
   */
  SENTRY_DSN: optional(z.url()),
  /** The environment the collector files errors under; defaults to NODE_ENV. */
  SENTRY_ENVIRONMENT: optional(z.string().trim().min(1)),
  /** Names this instance in every log line and error report; defaults to host name and process id. */
  INSTANCE_ID: optional(z.string().trim().min(1).max(100)),
  /** Set to 1 to log every SQL statement the app sends (counting a page's round trips; README, Performance). */
  DB_LOG_QUERIES: optional(z.literal("1")),
  // Admin image tools (issue 7): an OpenAI-compatible images API and the media store for what it makes.
  /**
   * Base URL of an OpenAI-compatible API, e.g. https://api.openai.com/v1; with IMAGE_API_KEY it enables the image
   * generator.
   */
  IMAGE_API_URL: optional(z.url()),
  IMAGE_API_KEY: optional(z.string().trim().min(1)),
  IMAGE_API_MODEL: optional(z.string().trim().min(1)).transform((value) => value ?? "dall-e-3"),
  /** Image generation is slow (often 10-40 s); past this the request is abandoned with a message. */
  IMAGE_API_TIMEOUT_MS: optional(z.coerce.number().int().min(1000).max(300_000)).transform((value) => value ?? 90_000),
  /** With SUPABASE_SERVICE_ROLE_KEY, generated images go to Supabase Storage instead of DATA_DIR/media. */
  SUPABASE_URL: optional(z.url()),
  SUPABASE_SERVICE_ROLE_KEY: optional(z.string().trim().min(1)),
  SUPABASE_STORAGE_BUCKET: optional(z.string().trim().min(1)).transform((value) => value ?? "generated-images"),
  // Online payment on the local provider (issue 31, docs/payments.md): unset, the shop takes cash on delivery only.
  PAYMENT_PROVIDER: optional(z.enum(["checkoutcom", "stripe"])),
  /**
   * What the owner has switched on at her gateway, comma-separated, from card, apple_pay, google_pay, tabby, tamara
   * (tabby and tamara through Checkout.com only). Default `card`. The pages name these and only these.
   */
  PAYMENT_METHODS: optional(
    z
      .string()
      .transform((value) =>
        value
          .split(",")
          .map((name) => name.trim().toLowerCase())
          .filter(Boolean),
      )
      .pipe(z.array(z.enum(onlinePaymentMethods)).min(1, "name at least one of " + onlinePaymentMethods.join(", "))),
  ).transform((value): OnlinePaymentMethod[] => inShopOrder(value ?? ["card"])),
  /** Stripe's secret API key (sk_live_... or sk_test_...). */
  STRIPE_SECRET_KEY: optional(z.string().trim().min(1)),
  /** The signing secret of the webhook endpoint registered at /api/webhooks/stripe (whsec_...). */
  STRIPE_WEBHOOK_SECRET: optional(z.string().trim().min(1)),
  /** Stripe's API origin; a proxy or a test server otherwise. */
  STRIPE_API_BASE: optional(z.url()).transform((value) => value ?? "https://api.stripe.com"),
  CHECKOUT_COM_SECRET_KEY: optional(z.string().trim().min(1)),
  CHECKOUT_COM_PROCESSING_CHANNEL_ID: optional(z.string().trim().min(1)),
  /** The secret key of the webhook registered at /api/webhooks/checkout-com (signs Cko-Signature). */
  CHECKOUT_COM_WEBHOOK_SECRET: optional(z.string().trim().min(1)),
  /**
   * The account's API base, e.g. https://{prefix}.api.checkout.com (live) or https://{prefix}.api.sandbox.checkout.com
   * (test): the SDK reads "sandbox" in it as test mode.
   */
  CHECKOUT_COM_API_BASE: optional(z.url()),
  /**
   * The text of the Apple Pay domain-verification file the gateway's dashboard gives, served at
   * /.well-known/apple-developer-merchantid-domain-association while PAYMENT_PROVIDER is set (docs/payments.md).
   */
  APPLE_PAY_DOMAIN_ASSOCIATION: optional(z.string().trim().min(1).max(64_000)),
  // Phone codes for cash-on-delivery orders (issue 36, docs/operations.md): unset, the owner confirms by phone.
  MESSAGING_PROVIDER: optional(z.enum(["twilio", "whatsapp"])),
  TWILIO_ACCOUNT_SID: optional(z.string().trim().min(1)),
  TWILIO_AUTH_TOKEN: optional(z.string().trim().min(1)),
  /** The Verify service (VA...) that sends and checks the codes. */
  TWILIO_VERIFY_SERVICE_SID: optional(z.string().trim().min(1)),
  /** Test only: a local server speaking Twilio Verify's API instead of https://verify.twilio.com. */
  TWILIO_API_BASE_URL: optional(z.url()),
  /** The WhatsApp Business number's id in Meta's Cloud API (not the phone number itself). */
  WHATSAPP_PHONE_NUMBER_ID: optional(z.string().trim().min(1)),
  WHATSAPP_ACCESS_TOKEN: optional(z.string().trim().min(1)),
  /** The Meta app's secret: signs X-Hub-Signature-256 on POST /api/webhooks/whatsapp. */
  WHATSAPP_APP_SECRET: optional(z.string().trim().min(1)),
  /** The approved authentication template (in English and Arabic) that carries the code. */
  WHATSAPP_TEMPLATE_NAME: optional(z.string().trim().min(1)),
  /** The token Meta sends back when the webhook is registered (GET /api/webhooks/whatsapp handshake). */
  WHATSAPP_VERIFY_TOKEN: optional(z.string().trim().min(1)),
  /** Test only: a local server speaking the Cloud API instead of https://graph.facebook.com/v23.0. */
  WHATSAPP_API_BASE_URL: optional(z.url()),
});

/** The chosen gateway's settings, all present: a half-configured gateway stops the server instead of a checkout. */
const paymentSettings: Record<"checkoutcom" | "stripe", readonly (keyof z.infer<typeof envSchema>)[]> = {
  stripe: ["STRIPE_SECRET_KEY", "STRIPE_WEBHOOK_SECRET"],
  checkoutcom: [
    "CHECKOUT_COM_SECRET_KEY",
    "CHECKOUT_COM_PROCESSING_CHANNEL_ID",
    "CHECKOUT_COM_WEBHOOK_SECRET",
    "CHECKOUT_COM_API_BASE",
  ],
};
/** The chosen messaging provider's settings, all present: a half-configured one stops the server, not a checkout. */
const messagingSettings: Record<"twilio" | "whatsapp", readonly (keyof z.infer<typeof envSchema>)[]> = {
  twilio: ["TWILIO_ACCOUNT_SID", "TWILIO_AUTH_TOKEN", "TWILIO_VERIFY_SERVICE_SID"],
  whatsapp: [
    "WHATSAPP_PHONE_NUMBER_ID",
    "WHATSAPP_ACCESS_TOKEN",
    "WHATSAPP_APP_SECRET",
    "WHATSAPP_TEMPLATE_NAME",
    "WHATSAPP_VERIFY_TOKEN",
  ],
};
const checkedEnvSchema = envSchema.superRefine((value, context) => {
  if (value.MESSAGING_PROVIDER)
    for (const name of messagingSettings[value.MESSAGING_PROVIDER])
      if (value[name] === undefined)
        context.addIssue({
          code: "custom",
          path: [name],
          message: `required with MESSAGING_PROVIDER=${value.MESSAGING_PROVIDER}`,
        });
  if (!value.PAYMENT_PROVIDER) return;
  if (value.PAYMENT_PROVIDER === "stripe") {
    const bnpl = value.PAYMENT_METHODS.filter((method) => checkoutComOnlyMethods.includes(method));
    if (bnpl.length > 0)
      context.addIssue({
        code: "custom",
        path: ["PAYMENT_METHODS"],
        message: `${bnpl.join(" and ")} are offered through Checkout.com only; remove them or set PAYMENT_PROVIDER=checkoutcom`,
      });
    // Stripe shows Apple Pay and Google Pay as wallets of its card method: without card it shows neither.
    if (!value.PAYMENT_METHODS.includes("card"))
      context.addIssue({
        code: "custom",
        path: ["PAYMENT_METHODS"],
        message: "with PAYMENT_PROVIDER=stripe, list card (Stripe offers Apple Pay and Google Pay as card wallets)",
      });
  }
  for (const name of paymentSettings[value.PAYMENT_PROVIDER])
    if (value[name] === undefined)
      context.addIssue({
        code: "custom",
        path: [name],
        message: `required with PAYMENT_PROVIDER=${value.PAYMENT_PROVIDER}`,
      });
});

export type Env = z.infer<typeof envSchema>;

function parseEnv(source: NodeJS.ProcessEnv): Env {
  const result = checkedEnvSchema.safeParse(source);
  if (!result.success) {
    // Names only: values may be secrets.
    const problems = result.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`).join("; ");
    throw new Error(`Invalid environment variables: ${problems}`);
  }
  return result.data;
}

/**
 * Every environment variable the server reads, validated once at start-up. Server-only on purpose: the schema
 * names secret-bearing variables, and those names must never reach the browser bundle.
 */
export const env: Env = parseEnv(process.env);
