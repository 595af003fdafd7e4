import { defineConfig, devices } from "@playwright/test";

import { returningShopper } from "../e2e/support/storage-state";

// The standalone build's smoke specs: scripts/deploy/standalone-smoke.mjs starts the server the way deploy/ does and
// hands its address over in SMOKE_URL, so this config starts no server of its own.
const baseURL = process.env.SMOKE_URL ?? "http://127.0.0.1:3170";

export default defineConfig({
  testDir: ".",
  forbidOnly: !!process.env.CI,
  workers: 1,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [["list"]],
  use: {
    baseURL,
    storageState: returningShopper([baseURL]),
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
  projects: [{ name: "standalone", use: { ...devices["Desktop Chrome"] } }],
});
