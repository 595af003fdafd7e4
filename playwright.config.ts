import { defineConfig, devices } from "@playwright/test";

import { e2eMetricsToken } from "./tests/e2e/support/metrics-token";
import { e2eOwnerEmail } from "./tests/e2e/support/owner-inbox";
import { returningShopper } from "./tests/e2e/support/storage-state";
import type { StorefrontOptions } from "./tests/e2e/support/storefront-test";

// Six servers per run, all derived from E2E_PORT so two runs side by side (PGlite on 3100, Postgres on 3101) never collide:
// the shop on the local provider (E2E_PORT), the shop on the Shopify provider (E2E_PORT+10), the
// Storefront API test server it talks to (E2E_PORT+99), the mail capture server (E2E_PORT+97/98), and the images
// API and Storage API test servers of the admin image tools (E2E_PORT+96/95).
const port = Number(process.env.E2E_PORT ?? 3100);
const shopifyPort = port + 10;
const storefrontPort = port + 99;
const baseURL = `http://127.0.0.1:${port}`;
const shopifyBaseURL = `http://127.0.0.1:${shopifyPort}`;
const storefrontURL = `http://127.0.0.1:${storefrontPort}`;
// The mail capture server: SMTP on E2E_PORT+98 for the shops, its HTTP API on E2E_PORT+97 for the tests.
const smtpPort = port + 98;
const mailApiPort = port + 97;
const smtpURL = `smtp://127.0.0.1:${smtpPort}`;
// The admin image tools' outside services (issue 7): an OpenAI-compatible images API on E2E_PORT+96 and a Supabase
// Storage API on E2E_PORT+95; the local shop generates against the first and stores through the second.
const imageApiPort = port + 96;
const storagePort = port + 95;
const imageApiURL = `http://127.0.0.1:${imageApiPort}`;
const storageURL = `http://127.0.0.1:${storagePort}`;
const imageApiKey = "test-image-key";
const storageServiceKey = "test-service-role-key";
const storageBucket = "generated-images";
const dataDir = process.env.DATA_DIR ?? "./data/e2e";
const shopifySpecs = /\/shopify-[^/]*\.spec\.ts$/;
const cashLedgerSpecs =
  /\/(cod-lifecycle|admin-operations|admin-frame|confirmation-link-expiry|owner-customers-exports|returns|owner-discounts)\.spec\.ts$/;
// scripts/test-all.sh runs the suite twice, once per database, and E2E_PASS says which specs each pass runs; unset
// (a developer's `npx playwright test`), every spec runs.
// - Specs about what the browser is shown and sent (markup, text in both languages, headers, consent, the prerendered
//   catalogue) and about outside services (rate files, a hanging Storefront API) do not depend on the database
//   driver: the PGlite pass runs them (E2E_PASS=pglite).
// - Specs whose outcome the database decides (orders, accounts, stock, the back office, limits) run on Postgres, the
//   production database (E2E_PASS=postgres).
// - The PGlite pass also runs the embedded default's own whole-stack journeys: a shopper's order, accounts, orders
//   surviving SIGKILL, the Arabic journey, the Shopify shop, Pay now through both gateways and the hostile-payload
//   fuzzer. Jest runs the whole data layer on both drivers (docs/testing.md).
const presentationSpecNames =
  "a11y|pages|policy-consistency|currency|currency-fallback|not-found|static-catalogue|client-bundle|product|unknown-slugs|http-hardening|body-limits|csp|consent|diagnostics|arabic-latin|arabic-layout|hidden-promises|provider-hang";
const embeddedJourneySpecNames = "abuse|cart|accounts|crash-orders|arabic-journey|shopify-journey|payment-journey";
const presentationSpecs = new RegExp(`/(${presentationSpecNames})\\.spec\\.ts$`);
const dataSpecsBeyondTheJourneys = new RegExp(
  `/(?!(${presentationSpecNames}|${embeddedJourneySpecNames})\\.spec\\.ts$)[^/]+\\.spec\\.ts$`,
);
const pass = process.env.E2E_PASS ?? "all";
const skippedSpecs = pass === "postgres" ? [presentationSpecs] : pass === "pglite" ? [dataSpecsBeyondTheJourneys] : [];
// Both shops fetch their AED rates from the stub rate file the Storefront API test server serves under /rates/
// (tests/support/rate-source-server.mjs); never from the public CDNs.
const ratesURL = `${storefrontURL}/rates/v1/currencies/aed.json`;
const rateSourceEnv = { EXCHANGE_RATES_PRIMARY_URL: ratesURL, EXCHANGE_RATES_FALLBACK_URL: ratesURL };
// Given on the command line: the test server would otherwise take tokens from a real shop's environment.
const publicToken = "test-public-token";
const privateToken = "test-private-token";
// The Shopify shop verifies webhooks with it; tests/e2e/support/shopify-webhook.ts signs them with the same.
const e2eShopifyWebhookSecret = "e2e-shopify-webhook-secret";

// Runs the production build through the shop's own server (server.ts): `npm run build` must have run first.
const nextStart = (listenPort: number) => `node server.ts -p ${listenPort} -H 127.0.0.1`;
// Accounts: e-mail links must point at the shop under test, and tests/e2e/support/admin-session.ts's address is an
// admin once confirmed (no second process can open PGlite to run `npm run admin:create` while the shop runs).
// A production server on DATABASE_URL requires BETTER_AUTH_SECRET; the test servers get a throwaway one.
const accountsEnv = (origin: string) => ({
  BETTER_AUTH_URL: origin,
  BETTER_AUTH_SECRET: process.env.BETTER_AUTH_SECRET ?? "e2e-only-throwaway-secret-never-used-in-production",
});

export default defineConfig<StorefrontOptions>({
  testDir: "./tests/e2e",
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [["list"]] : [["list"]],
  use: {
    baseURL,
    // A click or fill on an element that never comes fails after this rather than at the test's own timeout (owner-day
    // has 20 minutes), so a broken journey says where it broke in seconds.
    actionTimeout: 30_000,
    // In CI a failed test runs once more with a trace; recording every passing test's trace (DOM snapshots and a
    // screencast per action) cost about a fifth of the browser's CPU time on these 2-core machines (docs/testing.md).
    trace: process.env.CI ? "on-first-retry" : "retain-on-failure",
    // The build under test has an ad pixel id, so every page asks for cookie consent, and the newsletter popup opens
    // at 38% scroll: both would sit over what a test clicks, so shoppers here have already declined and closed the
    // popup for good. consent.spec.ts and newsletter.spec.ts start without the entry they are about.
    storageState: returningShopper([baseURL, shopifyBaseURL]),
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
      ],
    },
  },
  projects: [
    {
      name: "local",
      testIgnore: [shopifySpecs, cashLedgerSpecs, ...skippedSpecs],
      use: { ...devices["Desktop Chrome"] },
    },
    // One worker: cod-lifecycle compares the dashboard's figures before and after shipping an order, and the other
    // others move them (admin-operations ships orders, admin-frame confirms and cancels one and compares the work
    // queue with the lists it opens, confirmation-link-expiry backdates one out of today's).
    {
      name: "cash-ledger",
      testMatch: cashLedgerSpecs,
      testIgnore: skippedSpecs,
      workers: 1,
      use: { ...devices["Desktop Chrome"] },
    },
    // One worker: the Storefront API test server's failure mode is one switch for the whole Shopify shop, so an outage
    // test beside another Shopify test would fail that one (a webhook's fresh price read during the outage).
    {
      name: "shopify",
      testMatch: shopifySpecs,
      testIgnore: skippedSpecs,
      workers: 1,
      use: { ...devices["Desktop Chrome"], baseURL: shopifyBaseURL, storefrontURL },
    },
  ],
  // Started in this order, each once the one before answers: the Shopify shop's health probe needs the test server up.
  webServer: [
    {
      command: `node tests/support/mail-capture-server.mjs --smtp-port ${smtpPort} --http-port ${mailApiPort}`,
      url: `http://127.0.0.1:${mailApiPort}/__test/status`,
      reuseExistingServer: !process.env.CI,
      timeout: 30_000,
    },
    {
      command: `node tests/support/image-api-server.mjs --port ${imageApiPort} --api-key ${imageApiKey}`,
      url: `${imageApiURL}/__test/status`,
      reuseExistingServer: !process.env.CI,
      timeout: 30_000,
    },
    {
      command: `node tests/support/storage-server.mjs --port ${storagePort} --service-key ${storageServiceKey} --bucket ${storageBucket}`,
      url: `${storageURL}/__test/status`,
      reuseExistingServer: !process.env.CI,
      timeout: 30_000,
    },
    {
      command: nextStart(port),
      url: `${baseURL}/api/health`,
      reuseExistingServer: !process.env.CI,
      timeout: 120_000,
      // Playwright passes its own environment on; these entries are added to it.
      // E2E_TEST_HOOKS opens the test-only routes that issue welcome codes (tests/e2e/support/seed-discount-code.ts)
      // and make the e2e admin as `npm run admin:create` does (tests/e2e/support/admin-session.ts).
      env: {
        // The two shops run from this one build folder; each keeps the pages it regenerates to itself (server.ts).
        PAGE_CACHE: "memory",
        DATA_DIR: dataDir,
        SMTP_URL: smtpURL,
        E2E_TEST_HOOKS: "1",
        // Opens /api/metrics to this bearer token (tests/e2e/metrics.spec.ts).
        METRICS_TOKEN: e2eMetricsToken,
        // The owner's notices (tests/e2e/cod-lifecycle.spec.ts); no test reads the contact inbox's alerts it takes over.
        SHOP_OWNER_EMAIL: e2eOwnerEmail,
        ...rateSourceEnv,
        ...accountsEnv(baseURL),
        IMAGE_API_URL: `${imageApiURL}/v1`,
        IMAGE_API_KEY: imageApiKey,
        IMAGE_API_MODEL: "dall-e-3",
        SUPABASE_URL: storageURL,
        SUPABASE_SERVICE_ROLE_KEY: storageServiceKey,
        SUPABASE_STORAGE_BUCKET: storageBucket,
      },
    },
    {
      command: `node tests/support/storefront-server.mjs --port ${storefrontPort} --public-token ${publicToken} --private-token ${privateToken}`,
      url: `${storefrontURL}/__test/status`,
      reuseExistingServer: !process.env.CI,
      timeout: 30_000,
    },
    {
      command: nextStart(shopifyPort),
      url: `${shopifyBaseURL}/api/health`,
      reuseExistingServer: !process.env.CI,
      timeout: 120_000,
      env: {
        // One PGlite folder per process; with DATABASE_URL set both shops share the Postgres database instead.
        DATA_DIR: `${dataDir}-shopify`,
        PAGE_CACHE: "memory",
        E2E_TEST_HOOKS: "1",
        SMTP_URL: smtpURL,
        ...rateSourceEnv,
        ...accountsEnv(shopifyBaseURL),
        COMMERCE_PROVIDER: "shopify",
        SHOPIFY_STORE_DOMAIN: storefrontURL,
        SHOPIFY_STOREFRONT_PUBLIC_TOKEN: publicToken,
        SHOPIFY_STOREFRONT_PRIVATE_TOKEN: privateToken,
        SHOPIFY_WEBHOOK_SECRET: e2eShopifyWebhookSecret,
      },
    },
  ],
});
