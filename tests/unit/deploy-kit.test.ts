import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";

const root = process.cwd();
const read = (file: string) => readFileSync(path.join(root, file), "utf8");
const render = (...args: string[]) =>
  execFileSync(process.execPath, [path.join(root, "scripts/deploy/nginx-site.mjs"), ...args], { encoding: "utf8" });

// The nginx files an owner installs are deploy/nginx.conf (the front the cluster tests run) rendered for a domain:
// a change to the cluster's front must reach them, so they must be the generator's current output.
describe("deploy/ nginx configs", () => {
  test.each([
    ["deploy/nginx-site.conf", ["--domain", "shop.example.com"]],
    [
      "deploy/nginx-compose.conf",
      ["--domain", "shop.example.com", "--upstream", "app1:3000", "--upstream", "app2:3000", "--user", "nginx"],
    ],
  ])("%s is the current rendering of deploy/nginx.conf", (file, args) => {
    expect(read(file)).toBe(render(...args));
  });

  test("the site answers certbot on port 80, moves everyone else to HTTPS and serves the domain with its certificate", () => {
    const site = read("deploy/nginx-site.conf");
    expect(site).toContain("location ^~ /.well-known/acme-challenge/");
    expect(site).toContain("return 301 https://$host$request_uri;");
    expect(site).toContain("listen 443 ssl http2;");
    expect(site).toContain("ssl_certificate /etc/letsencrypt/live/shop.example.com/fullchain.pem;");
    expect(site).toContain("server_name shop.example.com;");
    expect(site).not.toMatch(/\{\{[A-Z_]+\}\}|127\.0\.0\.1:0/);
  });
});

// nginx answers some requests itself (a refused method or path: 400, 405; a body over its limit: 413; no instance
// answering: 502). Those never reach the app's headers, so nginx adds the same ones, "always" (add_header alone
// skips 4xx and 5xx answers). A location's add_header replaces the server's, so each location must repeat them.
describe("nginx's own answers carry the shop's security headers", () => {
  const securityHeaders = [
    "X-Content-Type-Options",
    "X-Frame-Options",
    "Referrer-Policy",
    "Content-Security-Policy",
    "Strict-Transport-Security",
  ];
  const shopServer = (text: string) => text.slice(text.lastIndexOf("\n  server {"));
  const blocksOf = (server: string) => {
    const locations = server.split(/\n {4}location /).slice(1);
    const serverLevel = server.split(/\n {4}location /)[0] ?? "";
    return [
      ["the server level", serverLevel],
      ...locations.map((block) => [`location ${block.split("\n")[0]}`, block.split("\n    }\n")[0] ?? ""]),
    ] as const;
  };

  test.each(["deploy/nginx.conf", "deploy/nginx-site.conf", "deploy/nginx-compose.conf"])("in %s", (file) => {
    const blocks = blocksOf(shopServer(read(file)));
    expect(blocks.length).toBeGreaterThan(4);
    for (const [where, block] of blocks)
      for (const header of securityHeaders)
        expect({ where, header, always: new RegExp(`add_header ${header} \\S+ always;`).test(block) }).toEqual({
          where,
          header,
          always: true,
        });
  });
});

describe("deploy/ start commands", () => {
  test("the systemd unit, the Dockerfile and the compose file start the standalone build with the shop's server", () => {
    expect(read("deploy/matcha-shop@.service")).toMatch(/^ExecStart=\/usr\/bin\/node server\.ts$/m);
    expect(read("deploy/Dockerfile")).toMatch(/^CMD \["node", "server\.ts"\]$/m);
    expect(read("deploy/Dockerfile")).toMatch(/^USER node$/m);
    expect(read("deploy/Dockerfile")).toMatch(/^HEALTHCHECK .*\n.*\/api\/health/m);
    expect(read("deploy/compose.yaml")).toContain('command: ["node", "scripts/db-migrate.mjs"]');
  });

  // engines declares the Node the shop runs on; everything else that names a Node follows it (the `node` dependency is
  // how `npm start` and `npm run` get that Node on machines whose own Node is older; README, "Runtime").
  test("everything that names a Node version follows engines", () => {
    const manifest = JSON.parse(read("package.json")) as {
      engines: { node: string };
      dependencies: Record<string, string>;
      devDependencies: Record<string, string>;
    };
    const major = /^>=(\d+)$/.exec(manifest.engines.node)?.[1];
    expect(major).toBeDefined();
    expect(read(".nvmrc").trim()).toBe(major);
    expect(manifest.dependencies.node).toMatch(new RegExp(`^\\^${major}\\.`));
    expect(manifest.devDependencies["@types/node"]).toMatch(new RegExp(`^\\^${major}\\.`));
    const baseImages = [...read("deploy/Dockerfile").matchAll(/^FROM node:(\d+)-/gm)].map((match) => match[1]);
    expect(baseImages).toEqual([major, major]);
  });
});

describe("deploy/ backups", () => {
  const setting = (file: string, key: string) => new RegExp(`^${key}=(.*)$`, "m").exec(read(file))?.[1];

  test("the timer starts the backup service nightly; it runs `npm run backup` from the release with the shop's settings", () => {
    const timer = "deploy/matcha-shop-backup.timer";
    const service = "deploy/matcha-shop-backup.service";
    expect(setting(timer, "Unit")).toBe("matcha-shop-backup.service");
    expect(setting(timer, "OnCalendar")).toMatch(/^\*-\*-\* \d{2}:\d{2}:00$/);
    expect(setting(timer, "Persistent")).toBe("true");
    expect(setting(service, "Type")).toBe("oneshot");
    expect(setting(service, "ExecStart")).toBe("/usr/bin/node scripts/backup.mjs");
    expect(JSON.parse(read("package.json")).scripts.backup).toBe("node scripts/backup.mjs");
    for (const key of ["User", "WorkingDirectory", "EnvironmentFile"])
      expect({ key, value: setting(service, key) }).toEqual({
        key,
        value: setting("deploy/matcha-shop@.service", key),
      });
    // The archive folder is the one the unit lets it write, so a stricter ProtectSystem keeps backups working.
    const backupDir = /^Environment=BACKUP_DIR=(\S+)$/m.exec(read(service))?.[1];
    expect(backupDir).toBeDefined();
    expect(setting(service, "ReadWritePaths")?.split(" ")).toContain(backupDir);
  });

  test("compose's backup image is the database service's PostgreSQL, on the Debian the shop's image runs", () => {
    const compose = read("deploy/compose.yaml");
    const backupImage = read("deploy/backup.Dockerfile");
    const version = /^ {4}image: postgres:(\$\{POSTGRES_VERSION:-(\d+)\})$/m.exec(compose);
    expect(version).not.toBeNull();
    expect(compose).toContain(`POSTGRES_VERSION: ${version![1]}`);
    expect(backupImage).toMatch(new RegExp(`^ARG POSTGRES_VERSION=${version![2]}$`, "m"));
    // The backup image takes its Node binary from the shop's image: both must be the same Debian release.
    const debian = /^FROM node:\d+-(\w+)-slim$/m.exec(read("deploy/Dockerfile"))?.[1];
    expect(backupImage).toMatch(new RegExp(`^FROM postgres:\\$\\{POSTGRES_VERSION\\}-${debian}$`, "m"));
    expect(compose).toContain('command: ["sh", "-c", "while true; do node scripts/backup.mjs; sleep 86400; done"]');
    expect(compose).toContain("- media:/var/lib/matcha-shop:ro\n      - backups:/var/backups/matcha-shop");
  });
});
