import { Redis } from "ioredis";

import { hasBuild } from "../../../scripts/build-output.mjs";
import { answers, startCluster, type Cluster } from "../../../scripts/cluster/cluster.mjs";
import { nginxBinary } from "../../../scripts/cluster/nginx-config.mjs";
import { e2eBasePort, freshPostgresDatabase, smtpURL } from "./isolated-shop";

/** Redis database 3 belongs to the cluster tests; it is emptied before each run so no old counter or page remains. */
export const CLUSTER_REDIS_URL = process.env.CLUSTER_REDIS_URL ?? "redis://127.0.0.1:6379/3";
/** The cluster's own database (emptied on each start), which holds an e2e admin of its own. */
export const CLUSTER_DATABASE = process.env.CLUSTER_E2E_DATABASE ?? "shop_cluster_e2e";
const ratesURL = `http://127.0.0.1:${e2eBasePort + 99}/rates/v1/currencies/aed.json`;

/** Why the cluster cannot run here, or null when Postgres (this pass of the suite), Redis and nginx are all there. */
export async function clusterUnavailable(): Promise<string | null> {
  if (!process.env.DATABASE_URL) return "the cluster needs Postgres: it runs in the Postgres pass of the suite";
  if (!nginxBinary() || !hasBuild())
    return "nginx or the production build is missing (scripts/ensure-nginx.sh, next build)";
  if (!(await answers(CLUSTER_REDIS_URL, 6379))) return `no Redis answered at ${CLUSTER_REDIS_URL}`;
  return null;
}

/**
 * nginx on E2E_PORT+60 in front of two instances on +61 and +62, started by the same code as `npm run start:cluster`,
 * on a fresh Postgres database and an emptied Redis database, with the suite's mail capture server and e2e admin.
 */
export async function startTestCluster(): Promise<Cluster> {
  const redis = new Redis(CLUSTER_REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 1 });
  await redis.connect();
  await redis.flushdb();
  redis.disconnect();
  const databaseUrl = await freshPostgresDatabase(CLUSTER_DATABASE);
  return startCluster({
    frontPort: e2eBasePort + 60,
    instancePorts: [e2eBasePort + 61, e2eBasePort + 62],
    databaseUrl: databaseUrl!,
    redisUrl: CLUSTER_REDIS_URL,
    build: false,
    say: () => {},
    env: {
      SMTP_URL: smtpURL,
      // The e2e admin is made through the test hook, as `npm run admin:create` makes one (support/admin-session.ts).
      E2E_TEST_HOOKS: "1",
      EXCHANGE_RATES_PRIMARY_URL: ratesURL,
      EXCHANGE_RATES_FALLBACK_URL: ratesURL,
    },
  });
}
