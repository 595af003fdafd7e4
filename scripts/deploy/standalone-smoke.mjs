// CI's proof of the deployment kit where no Docker image can be pulled: the standalone build (.next/standalone, after
// `npm run build` or `next build` + assemble-standalone.mjs) started with deploy/matcha-shop@.service's ExecStart and
// Environment and deploy/compose.yaml's app environment, against local Postgres (and Redis when one answers):
//   1. without NEXT_PUBLIC_SITE_URL and BETTER_AUTH_SECRET it refuses to start, naming them;
//   2. on an unmigrated database it refuses to start, naming `npm run db:migrate`;
//   3. `node scripts/db-migrate.mjs` from the standalone folder (the compose file's migrate service) migrates it;
//   4. it starts, and tests/standalone/*.spec.ts (health, home, product page, add to cart, the shop's own headers) pass;
//   5. SIGTERM stops it cleanly (graceful shutdown);
// and before that, `nginx -t` accepts deploy/nginx-site.conf's rendering (with a throwaway certificate).
// Environment: POSTGRES_TEST_URL (default postgres://postgres@127.0.0.1:5432/test), SMOKE_PORT (default E2E_PORT+70),
// SMOKE_DB_NAME (default shop_standalone), SMOKE_REDIS_URL (default redis://127.0.0.1:6379, skipped when silent).
import { execFileSync, spawn, spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { connect } from "node:net";
import { hostname, tmpdir } from "node:os";
import path from "node:path";

const root = process.cwd();
const standalone = path.join(root, ".next", "standalone");
const postgresServer = process.env.POSTGRES_TEST_URL ?? "postgres://postgres@127.0.0.1:5432/test";
const port = Number(process.env.SMOKE_PORT ?? Number(process.env.E2E_PORT ?? 3100) + 70);
const databaseName = process.env.SMOKE_DB_NAME ?? "shop_standalone";
const siteUrl = `http://127.0.0.1:${port}`;

const say = (line) => console.log(`[standalone-smoke] ${line}`);
function fail(message) {
  console.error(`[standalone-smoke] FAILED: ${message}`);
  process.exit(1);
}
if (!existsSync(path.join(standalone, "server.ts")))
  fail(
    ".next/standalone/server.ts is missing: build with `npm run build` (or next build + scripts/deploy/assemble-standalone.mjs)",
  );

/**
 * ExecStart's program arguments and the Environment= assignments of the systemd unit, with its %i as our port and its
 * %H as this host's name, as systemd fills them in.
 */
function systemdUnit() {
  const unit = readFileSync(path.join(root, "deploy", "matcha-shop@.service"), "utf8")
    .replaceAll("%i", String(port))
    .replaceAll("%H", hostname());
  const execStart =
    unit
      .match(/^ExecStart=(.+)$/m)?.[1]
      ?.trim()
      .split(/\s+/) ?? fail("the unit has no ExecStart");
  const environment = {};
  for (const [, line] of unit.matchAll(/^Environment=(.+)$/gm)) {
    for (const assignment of line.trim().split(/\s+/)) {
      const [name, ...value] = assignment.split("=");
      environment[name] = value.join("=");
    }
  }
  // The unit names the server's Node (/usr/bin/node on the Debian host); here it is the Node npm runs (package.json's
  // 24).
  return { args: execStart.slice(1), environment };
}

/** compose.yaml's x-app-environment block, with its ${...} filled from `values` and the services' hosts on loopback. */
function composeEnvironment(values) {
  const compose = readFileSync(path.join(root, "deploy", "compose.yaml"), "utf8");
  const block =
    compose.split(/^x-app-environment: &app-environment\n/m)[1]?.split(/\n\n/)[0] ??
    fail("compose.yaml has no x-app-environment");
  const environment = {};
  for (const line of block.split("\n")) {
    const match = line.match(/^ {2}([A-Z0-9_]+): (.*)$/);
    if (!match) continue;
    const [, name, raw] = match;
    environment[name] = raw
      .replace(/^"(.*)"$/, "$1")
      .replace(/\$\{([A-Z0-9_]+)(?::[?-][^}]*)?\}/g, (_, variable) => values[variable] ?? "")
      .replace("@postgres:", "@127.0.0.1:")
      .replace("//redis:", "//127.0.0.1:");
  }
  return environment;
}

function freshDatabase(empty) {
  const args = [
    path.join(root, "scripts", "pg-fresh-database.mjs"),
    postgresServer,
    databaseName,
    ...(empty ? ["--empty"] : []),
  ];
  return execFileSync(process.execPath, args, { encoding: "utf8" }).trim();
}

function answers(url) {
  const { hostname, port: redisPort } = new URL(url);
  return new Promise((resolve) => {
    const socket = connect(Number(redisPort || 6379), hostname, () => (socket.destroy(), resolve(true)));
    socket.on("error", () => resolve(false));
    socket.setTimeout(1000, () => (socket.destroy(), resolve(false)));
  });
}

// A failed check must not leave a server holding the port for the next run.
const started = new Set();
process.on("exit", () => {
  for (const child of started) if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
});

/**
 * Starts the standalone server as the unit does (working directory, command line, environment) and collects its output.
 */
function startServer(environment) {
  const { args } = systemdUnit();
  const child = spawn(process.execPath, args, { cwd: standalone, env: environment, stdio: ["ignore", "pipe", "pipe"] });
  started.add(child);
  let output = "";
  child.stdout.on("data", (chunk) => (output += chunk));
  child.stderr.on("data", (chunk) => (output += chunk));
  const exited = new Promise((resolve) => child.on("exit", (code, signal) => resolve({ code, signal })));
  return { child, exited, output: () => output };
}

/** server.ts's JSON request line: the answer's X-Request-Id, the route pattern, status and duration (docs/operations.md). */
async function expectRequestLogLine(server) {
  const answer = await fetch(`${siteUrl}/api/health?email=someone%40example.ae`);
  const requestId = answer.headers.get("x-request-id");
  if (!requestId) fail("the answer carries no X-Request-Id");
  const deadline = Date.now() + 5000;
  let line;
  while (!line && Date.now() < deadline) {
    line = server
      .output()
      .split("\n")
      .find((entry) => entry.includes(`"requestId":"${requestId}"`) && entry.includes('"event":"request"'));
    if (!line) await new Promise((resolve) => setTimeout(resolve, 100));
  }
  if (!line) fail(`no request line names ${requestId}\n${server.output().slice(-2000)}`);
  const logged = JSON.parse(line);
  if (
    logged.route !== "/api/health" ||
    logged.status !== 200 ||
    typeof logged.durationMs !== "number" ||
    line.includes("example.ae")
  )
    fail(`unexpected request line: ${line}`);
  say(`ok: request line ${line}`);
}

async function expectRefusal(name, environment, pattern) {
  const server = startServer(environment);
  const result = await Promise.race([server.exited, new Promise((resolve) => setTimeout(() => resolve(null), 60_000))]);
  if (!result) {
    server.child.kill("SIGKILL");
    fail(`${name}: the server kept running\n${server.output()}`);
  }
  if (result.code === 0 || !pattern.test(server.output()))
    fail(`${name}: expected a refusal matching ${pattern}, got exit ${result.code}\n${server.output()}`);
  say(
    `ok: ${name} (exit ${result.code}: ${server
      .output()
      .trim()
      .split("\n")
      .find((line) => pattern.test(line))
      ?.trim()})`,
  );
}

async function waitForHealth(server) {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    const status = await fetch(`${siteUrl}/api/health`).then(
      (response) => response.status,
      () => 0,
    );
    if (status === 200) return;
    if (server.child.exitCode !== null) fail(`the server exited (${server.child.exitCode})\n${server.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  fail(`no healthy answer from ${siteUrl}/api/health within 60 s\n${server.output()}`);
}

const redisUrl = process.env.SMOKE_REDIS_URL ?? "redis://127.0.0.1:6379";
const haveRedis = await answers(redisUrl);
if (!haveRedis) say(`no Redis at ${redisUrl}: the compose file's REDIS_URL is left out`);
const secrets = {
  POSTGRES_PASSWORD: "unused-on-the-local-server",
  NEXT_PUBLIC_SITE_URL: siteUrl,
  BETTER_AUTH_SECRET: randomBytes(32).toString("base64"),
  NEXT_SERVER_ACTIONS_ENCRYPTION_KEY: randomBytes(32).toString("base64"),
};
const { environment: unitEnvironment } = systemdUnit();
/** The server's environment: PATH only from outside, then the compose file's app environment, then the unit's own. */
function serverEnvironment(databaseUrl, overrides = {}) {
  const environment = {
    PATH: process.env.PATH,
    ...composeEnvironment(secrets),
    ...unitEnvironment,
    DATABASE_URL: databaseUrl,
    DATA_DIR: path.join(standalone, "..", "standalone-data"),
    ...overrides,
  };
  if (!haveRedis) delete environment.REDIS_URL;
  else environment.REDIS_URL = redisUrl;
  // Kept apart from other servers sharing the Redis (the build id follows in every key).
  environment.NEXT_CACHE_KEY_PREFIX = `smoke:${port}`;
  return Object.fromEntries(Object.entries(environment).filter(([, value]) => value !== undefined && value !== ""));
}

/** `nginx -t` on deploy/nginx-site.conf's rendering, with a throwaway certificate and folders in a temporary prefix. */
function checkNginxSite() {
  const nginx = ["/usr/sbin/nginx", "/usr/local/sbin/nginx"].find((candidate) => existsSync(candidate));
  if (!nginx) return say("no nginx here: the site config is not checked with nginx -t");
  const prefix = mkdtempSync(path.join(tmpdir(), "nginx-site-"));
  for (const folder of ["temp", "cache", "logs"]) mkdirSync(path.join(prefix, folder));
  execFileSync(
    "openssl",
    [
      "req",
      "-x509",
      "-newkey",
      "rsa:2048",
      "-nodes",
      "-days",
      "1",
      "-subj",
      "/CN=shop.example.com",
      "-keyout",
      path.join(prefix, "privkey.pem"),
      "-out",
      path.join(prefix, "fullchain.pem"),
    ],
    { stdio: "ignore" },
  );
  const rendered = execFileSync(
    process.execPath,
    [
      path.join(root, "scripts/deploy/nginx-site.mjs"),
      "--domain",
      "shop.example.com",
      "--cache",
      prefix,
      "--pid",
      path.join(prefix, "nginx.pid"),
    ],
    { encoding: "utf8" },
  )
    .replaceAll("/etc/letsencrypt/live/shop.example.com", prefix)
    .replaceAll("/var/log/nginx", path.join(prefix, "logs"));
  writeFileSync(path.join(prefix, "nginx.conf"), rendered);
  const check = spawnSync(
    nginx,
    ["-t", "-p", prefix, "-c", path.join(prefix, "nginx.conf"), "-e", path.join(prefix, "logs", "error.log")],
    { encoding: "utf8" },
  );
  rmSync(prefix, { recursive: true, force: true });
  if (check.status !== 0) fail(`nginx -t refused the rendered deploy/nginx-site.conf:\n${check.stderr}`);
  say("ok: nginx -t accepts the site config (TLS, port 80 redirect, the cluster's caches and refusals)");
}

checkNginxSite();
const emptyDatabase = freshDatabase(true);
await expectRefusal(
  "no site address or auth secret",
  serverEnvironment(emptyDatabase, { NEXT_PUBLIC_SITE_URL: undefined, BETTER_AUTH_SECRET: undefined }),
  /refusing to start: set NEXT_PUBLIC_SITE_URL .* and BETTER_AUTH_SECRET/,
);
await expectRefusal(
  "an unmigrated Postgres",
  serverEnvironment(emptyDatabase),
  /refusing to start: The database is not migrated.*npm run db:migrate/,
);

say("release step: node scripts/db-migrate.mjs in the standalone folder");
execFileSync(process.execPath, ["scripts/db-migrate.mjs"], {
  cwd: standalone,
  env: serverEnvironment(emptyDatabase),
  stdio: "inherit",
});

const server = startServer(serverEnvironment(emptyDatabase));
try {
  await waitForHealth(server);
  say(`standalone shop healthy at ${siteUrl}; running tests/standalone`);
  execFileSync(
    process.execPath,
    [
      path.join(root, "node_modules", "@playwright", "test", "cli.js"),
      "test",
      "--config",
      "tests/standalone/playwright.config.ts",
    ],
    {
      cwd: root,
      env: { ...process.env, SMOKE_URL: siteUrl },
      stdio: "inherit",
    },
  );
  await expectRequestLogLine(server);
} catch (error) {
  console.error(server.output());
  server.child.kill("SIGKILL");
  fail(error instanceof Error ? error.message : String(error));
}

server.child.kill("SIGTERM");
const stopped = await Promise.race([server.exited, new Promise((resolve) => setTimeout(() => resolve(null), 25_000))]);
if (!stopped || stopped.code !== 0) {
  server.child.kill("SIGKILL");
  fail(`SIGTERM did not stop the server cleanly (${JSON.stringify(stopped)})\n${server.output()}`);
}
say("ok: SIGTERM drained and stopped the server (exit 0)");
say("all standalone checks passed");
