import { mkdtempSync, readFileSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import type * as AuthSecretModule from "@/lib/auth/auth-secret";

/** lib/env reads process.env once at import, so each case loads the module afresh under its own environment. */
async function resolveWith(environment: Record<string, string | undefined>) {
  const saved = { ...process.env };
  Object.assign(process.env, environment);
  for (const [key, value] of Object.entries(environment)) if (value === undefined) delete process.env[key];
  try {
    let resolve!: () => Promise<string>;
    jest.isolateModules(() => {
      // eslint-disable-next-line @typescript-eslint/no-require-imports -- a fresh copy of the module per environment
      resolve = (require("@/lib/auth/auth-secret") as typeof AuthSecretModule).resolveAuthSecret;
    });
    return await resolve();
  } finally {
    process.env = saved;
  }
}

describe("the auth secret", () => {
  test("BETTER_AUTH_SECRET wins when set", async () => {
    const secret = "s".repeat(40);
    expect(
      await resolveWith({ BETTER_AUTH_SECRET: secret, DATA_DIR: mkdtempSync(path.join(tmpdir(), "auth-secret-")) }),
    ).toBe(secret);
  });

  test("the embedded default generates one on first run, keeps it in the data folder (owner-only) and reuses it", async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "auth-secret-"));
    const first = await resolveWith({
      BETTER_AUTH_SECRET: undefined,
      DATABASE_URL: undefined,
      DATA_DIR: dataDir,
      NODE_ENV: "production",
    });
    expect(first.length).toBeGreaterThanOrEqual(32);
    const file = path.join(dataDir, "better-auth-secret");
    expect(readFileSync(file, "utf8").trim()).toBe(first);
    expect(statSync(file).mode & 0o077).toBe(0);
    expect(
      await resolveWith({
        BETTER_AUTH_SECRET: undefined,
        DATABASE_URL: undefined,
        DATA_DIR: dataDir,
        NODE_ENV: "production",
      }),
    ).toBe(first);
  });

  test("production on DATABASE_URL without BETTER_AUTH_SECRET refuses to run", async () => {
    await expect(
      resolveWith({
        BETTER_AUTH_SECRET: undefined,
        DATABASE_URL: "postgres://shop@db.example/shop",
        NODE_ENV: "production",
      }),
    ).rejects.toThrow(/BETTER_AUTH_SECRET must be set/);
  });

  test("a secret shorter than 32 characters is refused at start-up", async () => {
    await expect(resolveWith({ BETTER_AUTH_SECRET: "too-short" })).rejects.toThrow(/BETTER_AUTH_SECRET/);
  });
});
