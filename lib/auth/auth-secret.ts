import "server-only";

import { randomBytes } from "node:crypto";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";

import { env } from "@/lib/env";

const SECRET_FILE = "better-auth-secret";

/** Thrown on first use, not at start-up: `next build` runs in production mode and must not need the secret. */
export class MissingAuthSecretError extends Error {
  readonly code = "missing_auth_secret";
  constructor() {
    super("BETTER_AUTH_SECRET must be set (at least 32 characters) when the shop runs in production on DATABASE_URL");
  }
}

/**
 * BETTER_AUTH_SECRET when set. A production shop on its own Postgres must set it (several instances have to share
 * one secret). The embedded default (PGlite in DATA_DIR) generates one on first run and keeps it next to the
 * database, readable by the shop's user only: whoever can read that folder can read the sessions anyway.
 */
export async function resolveAuthSecret(): Promise<string> {
  if (env.BETTER_AUTH_SECRET) return env.BETTER_AUTH_SECRET;
  if (env.NODE_ENV === "production" && env.DATABASE_URL) throw new MissingAuthSecretError();
  const file = path.resolve(env.DATA_DIR, SECRET_FILE);
  try {
    const stored = (await readFile(file, "utf8")).trim();
    if (stored.length >= 32) return stored;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
  }
  await mkdir(path.dirname(file), { recursive: true });
  const secret = randomBytes(32).toString("base64url");
  // "wx": when two processes race on first run, the loser reads the winner's secret instead of overwriting it.
  try {
    await writeFile(file, `${secret}\n`, { mode: 0o600, flag: "wx" });
    return secret;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    return (await readFile(file, "utf8")).trim();
  }
}
