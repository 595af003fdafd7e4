// The front Lighthouse audits through: the shop's nginx configuration (deploy/nginx.conf) over HTTPS with HTTP/2, as
// shoppers reach a deployed shop, with a throwaway self-signed certificate for 127.0.0.1 (Chromium is told to accept
// it). Straight to Node over plain HTTP/1.1, Chromium queues a page's 15 scripts, 2 faces, styles and image on six
// connections, which no deployment does and which Lighthouse's simulation turns into round trips before the largest
// paint.
import { execFileSync } from "node:child_process";
import { mkdirSync } from "node:fs";
import { join } from "node:path";

import { spawnNginx, waitForFront, writeNginxConfig } from "../cluster/nginx-config.mjs";

/** Starts nginx in front of `upstream` (host:port); resolves with its HTTPS origin and the process to stop. */
export async function startHttpsFront({ root, workDir, upstream, httpPort, httpsPort, log }) {
  execFileSync("bash", [join(root, "scripts", "ensure-nginx.sh")], { stdio: "inherit" });
  const prefix = join(workDir, "nginx");
  mkdirSync(prefix, { recursive: true });
  const certificate = join(prefix, "certificate.pem");
  const key = join(prefix, "key.pem");
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
      "/CN=127.0.0.1",
      "-addext",
      "subjectAltName=IP:127.0.0.1",
      "-keyout",
      key,
      "-out",
      certificate,
    ],
    { stdio: "ignore" },
  );
  const configPath = writeNginxConfig({
    prefix,
    listenPort: httpPort,
    upstreams: [upstream],
    tls: { port: httpsPort, certificate, key },
  });
  const nginx = spawnNginx(prefix, configPath, log);
  const origin = `https://127.0.0.1:${httpsPort}`;
  // Node's fetch would refuse the certificate, so readiness is asked on the plain listener of the same server.
  await waitForFront(`http://127.0.0.1:${httpPort}`);
  return { origin, nginx };
}
