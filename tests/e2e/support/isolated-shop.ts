import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, openSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import postgres from "postgres";

/**
 * A shop of its own for tests that crash it, cut its database or flood it: another instance of the production
 * build (server.ts) on its own port, with its own PGlite folder, or its own fresh Postgres database when the suite
 * runs on Postgres, so its rate limits and data never touch the shops the other tests use.
 */
export type IsolatedShop = {
  baseUrl: string;
  env: Record<string, string>;
  process: ChildProcess;
  exited: Promise<unknown>;
  /** The end of the server's own log, for a failing test to print. */
  logTail(lines?: number): string;
  /** Starts the same shop again (same data) after it exited. */
  restart(): IsolatedShop;
  stop(signal?: NodeJS.Signals): Promise<void>;
};

export const e2eBasePort = Number(process.env.E2E_PORT ?? 3100);
export const smtpURL = `smtp://127.0.0.1:${e2eBasePort + 98}`;
// The same test rate source the suite's shops use (the Storefront test server), so nothing reaches the internet.
const ratesURL = `http://127.0.0.1:${e2eBasePort + 99}/rates/v1/currencies/aed.json`;

/**
 * A fresh Postgres database next to `baseUrl`'s (DATABASE_URL by default), or null when there is none (the PGlite
 * pass). Its name starts with the base database's, so two runs of the suite on differently named databases (CI and a
 * developer, or two worktrees) never drop each other's isolated shops.
 */
export async function freshPostgresDatabase(name: string, baseUrl = process.env.DATABASE_URL): Promise<string | null> {
  if (!baseUrl) return null;
  const fresh = new URL(baseUrl);
  const databaseName = `${fresh.pathname.replace(/^\//, "") || "postgres"}_${name}`.slice(0, 63);
  const sql = postgres(baseUrl, { max: 1, onnotice: () => {} });
  try {
    await sql.unsafe(`drop database if exists ${databaseName} with (force)`);
    await sql.unsafe(`create database ${databaseName}`);
  } finally {
    await sql.end();
  }
  fresh.pathname = `/${databaseName}`;
  // The release step a deployment runs before starting: a production server refuses an unmigrated Postgres.
  execFileSync(process.execPath, ["scripts/db-migrate.mjs"], {
    env: { ...process.env, DATABASE_URL: fresh.toString() },
    stdio: "ignore",
  });
  return fresh.toString();
}

/** Drops a database freshPostgresDatabase made, through its base database. */
export async function dropPostgresDatabase(url: string, baseUrl = process.env.DATABASE_URL): Promise<void> {
  if (!baseUrl) return;
  const sql = postgres(baseUrl, { max: 1, onnotice: () => {} });
  try {
    await sql.unsafe(`drop database if exists ${new URL(url).pathname.replace(/^\//, "")} with (force)`);
  } finally {
    await sql.end();
  }
}

export function startIsolatedShop(port: number, env: Record<string, string>): IsolatedShop {
  const logFile = path.join(tmpdir(), `isolated-shop-${port}.log`);
  const log = openSync(logFile, "a");
  const shopEnv = {
    ...process.env,
    // A production server on Postgres requires an auth secret; these shops are throwaway like the suite's own.
    BETTER_AUTH_SECRET: process.env.BETTER_AUTH_SECRET ?? "e2e-only-throwaway-secret-never-used-in-production",
    BETTER_AUTH_URL: `http://127.0.0.1:${port}`,
    EXCHANGE_RATES_PRIMARY_URL: ratesURL,
    EXCHANGE_RATES_FALLBACK_URL: ratesURL,
    // Its pages stay in its own memory, not in the build folder the suite's shops read (server.ts).
    PAGE_CACHE: "memory",
    // Its admins are made as `npm run admin:create` makes them, through the test hook (support/admin-session.ts).
    E2E_TEST_HOOKS: "1",
    ...env,
  };
  const child = spawn(process.execPath, ["server.ts", "-p", String(port), "-H", "127.0.0.1"], {
    env: shopEnv,
    stdio: ["ignore", log, log],
  });
  // Listened for at once: a killed process may be gone before anyone waits for it.
  const exited = new Promise((resolve) => child.once("exit", resolve));
  const shop: IsolatedShop = {
    baseUrl: `http://127.0.0.1:${port}`,
    env,
    process: child,
    exited,
    logTail: (lines = 40) => readFileSync(logFile, "utf8").split("\n").slice(-lines).join("\n"),
    restart: () => startIsolatedShop(port, env),
    async stop(signal = "SIGTERM") {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      await exited;
    },
  };
  return shop;
}

/** An isolated shop on the embedded database or a fresh Postgres one, whichever this pass of the suite uses. */
export async function startFreshShop(
  port: number,
  name: string,
  extraEnv: Record<string, string> = {},
): Promise<IsolatedShop> {
  const databaseUrl = await freshPostgresDatabase(name);
  const env: Record<string, string> = {
    DATA_DIR: mkdtempSync(path.join(tmpdir(), `${name}-`)),
    SMTP_URL: smtpURL,
    ...extraEnv,
  };
  if (databaseUrl) env.DATABASE_URL = databaseUrl;
  return startIsolatedShop(port, env);
}

/** Waits until the shop's health check answers `expected`. */
export async function waitForHealth(baseUrl: string, expected = 200, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let last = 0;
  while (Date.now() < deadline) {
    last = await fetch(`${baseUrl}/api/health`).then(
      (response) => response.status,
      () => 0,
    );
    if (last === expected) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${baseUrl}/api/health answered ${last}, expected ${expected}`);
}
