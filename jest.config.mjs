import nextJest from "next/jest.js";

const createJestConfig = nextJest({ dir: "./" });

/** Unit and component tests; data-layer tests open PGlite in memory, or Postgres when TEST_DATABASE_URL is set. */
const config = {
  testEnvironment: "node",
  roots: ["<rootDir>/tests/unit"],
  setupFiles: ["<rootDir>/tests/support/jest-test-env.ts"],
  setupFilesAfterEnv: ["<rootDir>/tests/support/jest-setup.ts"],
  // Migrates once per run (a PGlite snapshot, a Postgres template) instead of once per data-test file.
  globalSetup: "<rootDir>/tests/support/jest-global-setup.ts",
  globalTeardown: "<rootDir>/tests/support/jest-global-teardown.ts",
  moduleNameMapper: {
    // The PDF worker from its TypeScript source: Jest cannot load `new Worker(new URL(..., import.meta.url))`.
    "(^|/)spawn-render-worker$": "<rootDir>/tests/support/spawn-render-worker.ts",
    "^@/(.*)$": "<rootDir>/$1",
    "^server-only$": "<rootDir>/tests/support/empty-module.ts",
  },
  testTimeout: 30_000,
};

/**
 * PGlite's CommonJS build loads Node built-ins with `import()`, which Jest's CommonJS runtime refuses without
 * --experimental-vm-modules; letting SWC compile that package turns those calls into `require`. rate-limiter-flexible
 * imports drizzle-orm the same way.
 */
const transformedPackages = [
  "@electric-sql/pglite",
  "rate-limiter-flexible",
  // Better Auth and its dependencies ship ES modules only.
  "better-auth",
  "@better-auth",
  "better-call",
  "@better-fetch",
  "@noble",
  "jose",
  "defu",
  "kysely",
  "rou3",
  "nanostores",
  "uncrypto",
  "set-cookie-parser",
  // Checkout.com's official SDK ships ES modules only.
  "checkout-sdk-node",
];

export default async function jestConfig() {
  const resolved = await createJestConfig(config)();
  const alternatives = transformedPackages.join("|");
  const allow = (pattern) =>
    pattern === "/node_modules/"
      ? `/node_modules/(?!(${alternatives})/)`
      : pattern.replace("/node_modules/(?!.pnpm)(?!(", `/node_modules/(?!.pnpm)(?!(${alternatives}|`);
  const [, swcTransform] = Object.entries(resolved.transform).find(([pattern]) => pattern.includes("tsx")) ?? [];
  return {
    ...resolved,
    transform: { "^.+/node_modules/@electric-sql/pglite/.+\\.cjs$": swcTransform, ...resolved.transform },
    transformIgnorePatterns: resolved.transformIgnorePatterns.map(allow),
  };
}
