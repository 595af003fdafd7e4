// npm run start:cluster: two app instances on one Postgres behind nginx on loopback, until Ctrl-C.
//
// Environment: DATABASE_URL (default: a fresh database `shop_cluster` on POSTGRES_SERVER_URL, itself defaulting to the
// local server), REDIS_URL (default: the local Redis when one answers), BETTER_AUTH_SECRET and
// NEXT_SERVER_ACTIONS_ENCRYPTION_KEY (generated for the run when unset), CLUSTER_PORT (nginx, default 3260; the
// instances take the next two ports), CLUSTER_INSTANCES (default 2), CLUSTER_KEEP=1 keeps the logs and nginx folder.
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { join, resolve } from "node:path";

import { startCluster } from "./cluster.mjs";

const root = resolve(import.meta.dirname, "..", "..");
process.chdir(root);
execFileSync("bash", [join(root, "scripts", "ensure-nginx.sh")], { stdio: "inherit" });

const frontPort = Number(process.env.CLUSTER_PORT ?? 3260);
const count = Number(process.env.CLUSTER_INSTANCES ?? 2);
const cluster = await startCluster({
  frontPort,
  instancePorts: Array.from({ length: count }, (_, index) => frontPort + 1 + index),
});
console.log(`\nThe shop: ${cluster.frontUrl}   (logs: ${cluster.logFile}; Ctrl-C stops everything)`);

let stopping = false;
for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, async () => {
    if (stopping) return;
    stopping = true;
    console.log("\nStopping nginx and the instances ...");
    await cluster.stop();
    process.exit(0);
  });
}
// An instance that dies takes the cluster down with it rather than leaving half of it running.
for (const child of cluster.instances) {
  child.once("exit", (code) => {
    if (stopping) return;
    const tail = readFileSync(cluster.logFile, "utf8").split("\n").slice(-30).join("\n");
    console.error(`An instance exited (${code}). The end of the log:\n${tail}`);
    process.kill(process.pid, "SIGTERM");
  });
}
