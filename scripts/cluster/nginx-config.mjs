// Fills deploy/nginx.conf for a front on loopback and starts nginx from a folder of its own (never /etc/nginx).
import { spawn, spawnSync } from "node:child_process";
import {
  chmodSync,
  chownSync,
  existsSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  statSync,
  writeFileSync,
} from "node:fs";
import { dirname, join } from "node:path";

// The repository root is the working directory (npm scripts and the test runner run there); no import.meta, because
// the Playwright specs load this file through their CommonJS transform.
const templatePath = join(process.cwd(), "deploy", "nginx.conf");
/** Where Debian's libnginx-mod-http-brotli-filter puts its module. */
const brotliModule = "/usr/lib/nginx/modules/ngx_http_brotli_filter_module.so";
/** Debian's nobody/nogroup: when nginx starts as root, its workers drop to this user and must own the prefix folder. */
const NOBODY = 65534;

export function nginxBinary() {
  for (const candidate of [process.env.NGINX_BIN, "/usr/sbin/nginx", "/usr/local/sbin/nginx"]) {
    if (candidate && existsSync(candidate)) return candidate;
  }
  return null;
}

export function brotliAvailable() {
  return existsSync(brotliModule);
}

/**
 * `brotli`: whether to load the brotli module (by default when this machine has it; the deploy kit's renderer passes
 * false, so its files are the same whichever machine renders them).
 * @param {{ prefix: string, listenPort: number, upstreams: string[], microCacheSeconds?: number, workerProcesses?: number, accessLog?: boolean, brotli?: boolean, tls?: { port: number, certificate: string, key: string } }} options
 * @returns {string} the configuration text
 */
export function renderNginxConfig({
  prefix,
  listenPort,
  upstreams,
  microCacheSeconds = 5,
  workerProcesses = 1,
  accessLog = false,
  brotli = brotliAvailable(),
  tls,
}) {
  const values = {
    USER: process.getuid?.() === 0 ? "user nobody nogroup;" : "",
    WORKER_PROCESSES: String(workerProcesses),
    PREFIX: prefix,
    ACCESS_LOG: accessLog ? `${prefix}/access.log` : "off",
    BROTLI_MODULE: brotli ? `load_module ${brotliModule};` : "",
    BROTLI: brotli
      ? [
          "  brotli on;",
          "  brotli_comp_level 5;",
          "  brotli_min_length 512;",
          "  brotli_types text/plain text/css text/javascript application/javascript application/json application/manifest+json",
          "                application/xml image/svg+xml text/x-component;",
        ].join("\n")
      : "",
    UPSTREAM_SERVERS: upstreams.map((address) => `    server ${address} max_fails=3 fail_timeout=5s;`).join("\n"),
    LISTEN: `127.0.0.1:${listenPort}`,
    // `listen ... ssl http2` rather than `http2 on`, which Debian bookworm's nginx 1.22 does not know.
    TLS: tls
      ? [
          `    listen 127.0.0.1:${tls.port} ssl http2;`,
          `    ssl_certificate ${tls.certificate};`,
          `    ssl_certificate_key ${tls.key};`,
          "    ssl_protocols TLSv1.2 TLSv1.3;",
        ].join("\n")
      : "",
    MICRO_CACHE_SECONDS: String(microCacheSeconds),
  };
  const text = readFileSync(templatePath, "utf8").replace(/\{\{([A-Z_]+)\}\}/g, (match, name) => {
    if (!(name in values)) throw new Error(`deploy/nginx.conf names {{${name}}}, which nginx-config.mjs does not fill`);
    return values[name];
  });
  return text;
}

function chownTree(path, uid, gid) {
  chownSync(path, uid, gid);
  if (!statSync(path).isDirectory()) return;
  for (const name of readdirSync(path)) chownTree(join(path, name), uid, gid);
}

/** Writes the configuration under `prefix` and checks it with `nginx -t`. Returns the path of the file. */
export function writeNginxConfig(options) {
  const binary = nginxBinary();
  if (!binary) throw new Error("nginx is not installed: run scripts/ensure-nginx.sh");
  for (const folder of ["temp", "cache"]) mkdirSync(join(options.prefix, folder), { recursive: true });
  const configPath = join(options.prefix, "nginx.conf");
  writeFileSync(configPath, renderNginxConfig(options));
  if (process.getuid?.() === 0) {
    // Temporary folders are private to root (0700); the workers must be able to pass through to their caches.
    chmodSync(dirname(options.prefix), 0o711);
    chmodSync(options.prefix, 0o711);
    chownTree(join(options.prefix, "temp"), NOBODY, NOBODY);
    chownTree(join(options.prefix, "cache"), NOBODY, NOBODY);
  }
  const check = spawnSync(binary, nginxArgs(options.prefix, configPath, "-t"), { encoding: "utf8" });
  if (check.status !== 0) throw new Error(`nginx -t refused ${configPath}:\n${check.stderr}`);
  return configPath;
}

function nginxArgs(prefix, configPath, ...extra) {
  // -e: the start-up error log too stays in the prefix (Debian's default is /var/log/nginx/error.log).
  return ["-p", prefix, "-c", configPath, "-e", join(prefix, "error.log"), "-g", "daemon off;", ...extra];
}

/** Starts nginx in the foreground (as a child process) with a configuration written by writeNginxConfig. */
export function spawnNginx(prefix, configPath, log) {
  const child = spawn(nginxBinary(), nginxArgs(prefix, configPath), { stdio: ["ignore", "pipe", "pipe"] });
  if (log) {
    child.stdout.pipe(log, { end: false });
    child.stderr.pipe(log, { end: false });
  }
  return child;
}

/**
 * Resolves once the front at `url` (plain HTTP) answers the app's /api/health, i.e. nginx and an instance behind it are
 * up.
 */
export async function waitForFront(url, timeoutMs = 15_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const status = await fetch(`${url}/api/health`).then(
      (response) => response.status,
      () => 0,
    );
    if (status === 200) return;
    await new Promise((resolvePromise) => setTimeout(resolvePromise, 200));
  }
  throw new Error(`nginx at ${url} did not answer /api/health within ${timeoutMs} ms`);
}
