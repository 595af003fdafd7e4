import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";

/**
 * Layers point one way: app/ → components/ → lib/ → content/. A layer may import types from any layer below it
 * (content/ reads `Locale` from lib/, say), but no code from above.
 */
const layerRule = (forbidden, message) => ({
  "@typescript-eslint/no-restricted-imports": [
    "error",
    {
      patterns: forbidden.map((layer) => ({
        group: [`@/${layer}/**`, `**/${layer}/**`],
        allowTypeImports: layer === "lib",
        message,
      })),
    },
  ],
});

const config = [
  ...nextVitals,
  ...nextTs,
  {
    rules: {
      "@typescript-eslint/consistent-type-imports": "error",
    },
  },
  { files: ["components/**"], rules: layerRule(["app"], "components/ may import lib/ and content/, never app/.") },
  {
    files: ["lib/**"],
    rules: layerRule(["app", "components"], "lib/ may import content/ (data and types), never app/ or components/."),
  },
  {
    files: ["content/**"],
    rules: layerRule(
      ["app", "components", "lib"],
      "content/ is data: it may import types only, and nothing from app/ or components/.",
    ),
  },
  {
    ignores: [
      ".next/**",
      "node_modules/**",
      "data/**",
      "bench/**",
      "lib/db/migrations/**",
      "test-results/**",
      "playwright-report/**",
      "next-env.d.ts",
    ],
  },
];

export default config;
