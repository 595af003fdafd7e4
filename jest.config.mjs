import nextJest from "next/jest.js";

const createJestConfig = nextJest({ dir: "./" });

/** Unit and component tests; data-layer tests open PGlite in memory, or Postgres when TEST_DATABASE_URL is set. */
const config = {
  testEnvironment: "node",
  roots: ["<rootDir>/tests/unit"],
  setupFilesAfterEnv: ["<rootDir>/tests/support/jest-setup.ts"],
  moduleNameMapper: { "^@/(.*)$": "<rootDir>/$1", "^server-only$": "<rootDir>/tests/support/empty-module.ts" },
  testTimeout: 30_000,
};

export default createJestConfig(config);
