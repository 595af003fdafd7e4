import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";

const config = [
  ...nextVitals,
  ...nextTs,
  {
    rules: {
      "@typescript-eslint/consistent-type-imports": "error",
    },
  },
  {
    ignores: [".next/**", "node_modules/**", "data/**", "bench/**", "lib/db/migrations/**", "test-results/**", "playwright-report/**", "next-env.d.ts"],
  },
];

export default config;
