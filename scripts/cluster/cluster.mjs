// Two (or more) app instances of the production build on one Postgres database and one Redis, behind nginx on
// loopback. `npm run start:cluster` (scripts/cluster/start.mjs), the cluster tests (tests/e2e/support/cluster.ts)
// and the bench all start it through startCluster, so they run the same thing.
import { execFileSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { createWriteStream, mkdtempSync, rmSync } from "node:fs";
import { connect } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";

import { ensureBuild } from "../bench/ensure-build.mjs";
import { startNode, stop } from "../bench/processes.mjs";
import { spawnNginx, waitForFront, writeNginxConfig } from "./nginx-config.mjs";

// The repository root is the working directory (see nginx-config.mjs): server.ts and .next are found there.
const root = process.cwd();
const DEFAULT_POSTGRES = "postgres://postgres@127.0.0.1:5432/postgres";
const DEFAULT_REDIS = "redis://127.0.0.1:6379";

/** A fresh database `name` on the server of `serverUrl` (dropped first if it exists); returns its URL. */
export function freshDatabase(serverUrl, name) {
  return execFileSync(process.execPath, [join(root, "scripts", "pg-fresh-database.mjs"), serverUrl, name], {
    encoding: "utf8",
  }).trim();
}

/** True when something accepts TCP connections at the URL's host and port within a second. */
export function answers(url, defaultPort) {
  const { hostname, port } = new URL(url);
  return new Promise((resolvePromise) => {
    const socket = connect({ host: hostname, port: Number(port || defaultPort) });
    const done = (ok) => {
      socket.destroy();
      resolvePromise(ok);
    };
    socket.setTimeout(1_000, () => done(false));
    socket.once("connect", () => done(true));
    socket.once("error", () => done(false));
  });
}

/** AES-256-GCM key in the form Next.js expects for NEXT_SERVER_ACTIONS_ENCRYPTION_KEY (base64 of 32 random bytes). */
export function generateActionsKey() {
  return randomBytes(32).toString("base64");
}

/**
 * @param {{
 *   frontPort: number, instancePorts: number[], databaseUrl?: string, databaseName?: string, redisUrl?: string | null,
 *   env?: Record<string, string>, microCacheSeconds?: number, say?: (line: string) => void, build?: boolean,
 * }} options
 */
export async function startCluster(options) {
  const say = options.say ?? ((line) => console.log(line));
  const workDir = mkdtempSync(join(tmpdir(), "shop-cluster-"));
  const log = createWriteStream(join(workDir, "cluster.log"));
  const secrets = {
    BETTER_AUTH_SECRET: process.env.BETTER_AUTH_SECRET ?? randomBytes(32).toString("hex"),
    NEXT_SERVER_ACTIONS_ENCRYPTION_KEY: process.env.NEXT_SERVER_ACTIONS_ENCRYPTION_KEY ?? generateActionsKey(),
  };
  for (const name of Object.keys(secrets)) {
    if (!process.env[name]) say(`${name} not set: generated one for this run (every instance gets the same).`);
  }
  if (options.build !== false)
    ensureBuild(root, { NEXT_SERVER_ACTIONS_ENCRYPTION_KEY: secrets.NEXT_SERVER_ACTIONS_ENCRYPTION_KEY });

  let databaseUrl = options.databaseUrl ?? process.env.DATABASE_URL;
  if (!databaseUrl) {
    databaseUrl = freshDatabase(
      process.env.POSTGRES_SERVER_URL ?? DEFAULT_POSTGRES,
      options.databaseName ?? "shop_cluster",
    );
    say(`DATABASE_URL not set: using a fresh database ${databaseUrl}`);
  } else say(`Database: ${databaseUrl}`);

  let redisUrl = options.redisUrl === undefined ? process.env.REDIS_URL : options.redisUrl;
  if (redisUrl === undefined && (await answers(DEFAULT_REDIS, 6379))) {
    redisUrl = DEFAULT_REDIS;
    say(`REDIS_URL not set: using ${redisUrl}`);
  } else if (redisUrl) say(`Redis: ${redisUrl}`);
  if (!redisUrl)
    say(
      "NOTICE: no Redis: rate limits are shared through Postgres, but Next.js's cache is per instance (revalidations reach one instance only).",
    );

  const frontUrl = `http://127.0.0.1:${options.frontPort}`;
  const instances = [];
  let nginx;
  /** @type {(port: number) => Promise<import("node:child_process").ChildProcess>} */
  let startInstance;
  const cluster = {
    frontUrl,
    instanceUrls: options.instancePorts.map((port) => `http://127.0.0.1:${port}`),
    databaseUrl,
    redisUrl: redisUrl ?? null,
    workDir,
    logFile: join(workDir, "cluster.log"),
    instances,
    /** Starts instance `index` again (after it was killed) with the same port and environment; resolves once ready. */
    async restartInstance(index) {
      await stop(instances[index]);
      const port = options.instancePorts[index];
      instances[index] = await startInstance(port);
      say(`Instance ${index + 1} restarted on http://127.0.0.1:${port} (pid ${instances[index].pid})`);
      return instances[index];
    },
    async stop() {
      await Promise.all([stop(nginx), ...instances.map(stop)]);
      log.end();
      if (!process.env.CLUSTER_KEEP) rmSync(workDir, { recursive: true, force: true });
    },
  };
  try {
    const instanceEnv = {
      ...secrets,
      DATABASE_URL: databaseUrl,
      ...(redisUrl ? { REDIS_URL: redisUrl } : {}),
      // nginx is the one proxy in front: the instances take the client address it appends to X-Forwarded-For.
      TRUSTED_PROXY_HOPS: "1",
      BETTER_AUTH_URL: frontUrl,
      NODE_ENV: "production",
      ...options.env,
    };
    startInstance = (port) =>
      startNode(["server.ts", "-p", String(port), "-H", "127.0.0.1"], {
        env: instanceEnv,
        readyUrl: `http://127.0.0.1:${port}/api/health`,
        log,
      });
    // The first instance migrates the fresh database before the others open it.
    for (const port of options.instancePorts) {
      instances.push(await startInstance(port));
      say(`Instance ${instances.length} on http://127.0.0.1:${port} (pid ${instances.at(-1).pid})`);
    }
    const prefix = join(workDir, "nginx");
    const configPath = writeNginxConfig({
      prefix,
      listenPort: options.frontPort,
      upstreams: options.instancePorts.map((port) => `127.0.0.1:${port}`),
      microCacheSeconds: options.microCacheSeconds,
    });
    nginx = spawnNginx(prefix, configPath, log);
    await waitForFront(frontUrl);
    say(`nginx on ${frontUrl} (configuration ${configPath})`);
    return cluster;
  } catch (error) {
    await cluster.stop();
    throw error;
  }
}
