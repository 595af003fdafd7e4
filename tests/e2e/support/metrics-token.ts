/** The local shop's METRICS_TOKEN (playwright.config.ts): the bearer token tests/e2e/metrics.spec.ts scrapes with. */
export const e2eMetricsToken = "e2e-metrics-token-not-a-secret";
