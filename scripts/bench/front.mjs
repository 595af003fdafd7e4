// The catalogue pages again, through the nginx front of `npm run start:cluster` (two instances on one Postgres), so
// the table shows what the micro-cache buys. Needs nginx and a Postgres server; prints a notice and skips otherwise.
import { answers, freshDatabase, startCluster } from "../cluster/cluster.mjs";
import { nginxBinary } from "../cluster/nginx-config.mjs";
import { measure } from "./measure.mjs";
import { cpuTimeMs } from "./processes.mjs";

const DEFAULT_POSTGRES = "postgres://postgres@127.0.0.1:5432/postgres";

/** @returns {Promise<Array<object>>} rows named "<path> (nginx)", empty when the front cannot run here */
export async function measureThroughFront({ frontPort, paths }) {
  const postgresServer = process.env.BENCH_DATABASE_URL ?? process.env.POSTGRES_SERVER_URL ?? DEFAULT_POSTGRES;
  if (!nginxBinary()) {
    console.log(
      "NOTICE: nginx is not installed (scripts/ensure-nginx.sh): the rows through the nginx front are skipped.",
    );
    return [];
  }
  if (!(await answers(postgresServer, 5432))) {
    console.log(
      `NOTICE: no Postgres at ${postgresServer}: the rows through the nginx front (two instances on one Postgres) are skipped.`,
    );
    return [];
  }
  const cluster = await startCluster({
    frontPort,
    instancePorts: [frontPort + 1, frontPort + 2],
    databaseUrl: freshDatabase(postgresServer, process.env.BENCH_CLUSTER_DATABASE ?? "shop_bench_cluster"),
    // BENCH_REDIS_URL, not REDIS_URL: the single-instance rows above keep Next.js's own cache.
    redisUrl: process.env.BENCH_REDIS_URL,
    build: false,
    say: (line) => console.log(`[cluster] ${line}`),
  });
  const rows = [];
  try {
    // The instances' CPU per request (nginx's own is not counted): what the micro-cache saves them.
    const pids = cluster.instances.map((child) => child.pid);
    const clusterCpu = () => pids.reduce((sum, pid) => sum + (cpuTimeMs(pid) ?? 0), 0);
    for (const path of paths) {
      const name = `${path} (nginx)`;
      process.stdout.write(`measuring ${name} ...\n`);
      rows.push({ name, ...(await measure({ url: cluster.frontUrl + path }, clusterCpu)) });
    }
  } finally {
    await cluster.stop();
  }
  return rows;
}
